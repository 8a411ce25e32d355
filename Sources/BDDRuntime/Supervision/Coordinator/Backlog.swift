/// Elements waiting their turn, oldest first: taking the oldest moves an index rather than every element behind it.
///
/// A worker holds up to 256 test cases sent ahead, each entry a few hundred bytes; taking the first out of an array
/// would move all the others, for every test case.
struct Backlog<Element> {
    private var elements: [Element?] = []
    private var head = 0

    /// How many elements wait.
    var count: Int { elements.count - head }

    var isEmpty: Bool { count == 0 }

    mutating func append(_ element: Element) {
        elements.append(element)
    }

    /// Takes the oldest element out; nil when none waits.
    mutating func popFirst() -> Element? {
        guard head < elements.count else { return nil }
        // Taken rather than copied, so the entry is freed now, not when the list is compacted.
        let first = elements[head].take()
        head += 1
        // Compacted once the taken part is the larger: each element is moved about once on average.
        if head * 2 >= elements.count {
            elements.removeFirst(head)
            head = 0
        }
        return first
    }

    /// Takes every element out, oldest first.
    mutating func removeAll() -> [Element] {
        defer {
            elements.removeAll()
            head = 0
        }
        return elements[head...].compactMap { $0 }
    }
}
