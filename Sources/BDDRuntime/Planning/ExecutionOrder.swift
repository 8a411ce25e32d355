/// The order test cases run in.
public enum ExecutionOrder: Sendable, Hashable {
    /// Files in the order given, scenarios in file order.
    case defined
    /// The defined order, backwards.
    case reverse
    /// A shuffle that the same seed reproduces on every machine and toolchain.
    case random(seed: UInt64)

    /// `items` in this order.
    public func arrange<T>(_ items: [T]) -> [T] {
        switch self {
        case .defined:
            return items
        case .reverse:
            return items.reversed()
        case .random(let seed):
            // Our own Fisher–Yates over our own generator: the standard library's shuffle may change between releases.
            var generator = SplitMix64(seed: seed)
            var shuffled = items
            var index = shuffled.count - 1
            while index > 0 {
                let other = Int(generator.next() % UInt64(index + 1))
                shuffled.swapAt(index, other)
                index -= 1
            }
            return shuffled
        }
    }
}
