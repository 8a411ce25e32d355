/// Finds the elements of a list by id when they are mostly asked for in list order (the steps of one test case).
///
/// Each search starts where the last one ended, so a walk in order costs one comparison per element and no
/// hashing; an id out of order is still found, by a search from the start.
struct InOrderLookup<Element> {
    private let elements: [Element]
    private let id: (Element) -> String
    private var next = 0

    init(_ elements: [Element], id: @escaping (Element) -> String) {
        self.elements = elements
        self.id = id
    }

    mutating func element(id wanted: String) -> Element? {
        position(id: wanted).map { elements[$0] }
    }

    /// Where the element with id `wanted` is, so a caller can read one of its fields without copying it whole.
    mutating func position(id wanted: String) -> Int? {
        if next < elements.count, id(elements[next]) == wanted {
            next += 1
            return next - 1
        }
        guard let position = elements.firstIndex(where: { id($0) == wanted }) else { return nil }
        next = position + 1
        return position
    }

    /// The element at a position `position(id:)` gave.
    subscript(position: Int) -> Element {
        elements[position]
    }
}
