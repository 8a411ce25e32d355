/// Finds the elements of a list by id when they are mostly asked for in list order (the steps of one test case).
///
/// Each search starts where the last one ended, so a walk in order costs one comparison per element and no
/// hashing; an id out of order is still found, by a search from the start.
///
/// Ids are read through `LookupIdentified`, a field where each element is: through a closure, each element compared
/// was copied out first, retaining and releasing all its fields.
struct InOrderLookup<Element: LookupIdentified> {
    private let elements: [Element]
    private var next = 0

    init(_ elements: [Element]) {
        self.elements = elements
    }

    mutating func element(id wanted: String) -> Element? {
        position(id: wanted).map { elements[$0] }
    }

    /// Where the element with id `wanted` is, so a caller can read one of its fields without copying it whole.
    mutating func position(id wanted: String) -> Int? {
        if next < elements.count, elements[next].lookupId == wanted {
            next += 1
            return next - 1
        }
        guard let position = elements.firstIndex(where: { $0.lookupId == wanted }) else { return nil }
        next = position + 1
        return position
    }

    /// The element at a position `position(id:)` gave.
    subscript(position: Int) -> Element {
        elements[position]
    }
}
