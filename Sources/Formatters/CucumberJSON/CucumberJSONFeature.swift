import CucumberMessages

/// A feature of Cucumber's JSON report while it is open: its heading and closing, written when its document came,
/// and the elements of its scenarios, written as their test cases finish.
///
/// A class, so the formatter changes a feature in place, found by uri or in its queue alike.
final class CucumberJSONFeature {
    let uri: String
    /// How many of its pickles have not finished their last attempt.
    var pending = 0
    /// Whether no further pickle of it can come: its pickles follow its document, so the next document seals it.
    var sealed = false
    private let heading: [UInt8]
    private let closing: [UInt8]
    /// The elements' bytes one after the other, and where each lies with its pickle's place in the stream.
    private var elementBytes: [UInt8] = []
    private var elements: [(ordinal: Int, start: Int, end: Int)] = []

    init(_ document: GherkinDocument) {
        uri = document.uri ?? ""
        let feature = document.feature
        var json = JSONBytes()
        json.raw("{")
        json.field("uri", uri, first: true)
        json.field("id", CucumberJSONId.part(feature?.name ?? ""))
        json.field("line", Int64(feature?.location.line ?? 1))
        json.field("keyword", feature?.keyword ?? "Feature")
        json.field("name", feature?.name ?? "")
        json.field("description", feature?.description ?? "")
        json.raw(",\"elements\":[")
        heading = json.bytes
        json.removeAll()
        json.raw("],\"tags\":[")
        for (position, tag) in (feature?.tags ?? []).enumerated() {
            json.raw(position == 0 ? "{" : ",{")
            json.field("name", tag.name, first: true)
            json.field("type", "Tag")
            json.raw(",\"location\":{")
            json.field("line", Int64(tag.location.line), first: true)
            json.field("column", Int64(tag.location.column ?? 1))
            json.raw("}}")
        }
        json.raw("]}")
        closing = json.bytes
    }

    /// Whether every pickle it will have has finished, so it can be written.
    var isComplete: Bool { sealed && pending == 0 }

    /// Whether any scenario of it ran: a feature none of whose scenarios ran is left out of the report.
    var hasElements: Bool { !elements.isEmpty }

    /// Keeps the elements of one attempt, `ordinal` being its pickle's place in the stream.
    func add(_ bytes: [UInt8], ordinal: Int) {
        elements.append((ordinal, elementBytes.count, elementBytes.count + bytes.count))
        elementBytes.append(contentsOf: bytes)
    }

    /// The whole feature: its scenarios in the order of their pickles, whatever order they ran in.
    func bytes() -> [UInt8] {
        var bytes = heading
        bytes.reserveCapacity(heading.count + elementBytes.count + elements.count * 2 + closing.count)
        for (position, element) in elements.sorted(by: { $0.ordinal < $1.ordinal }).enumerated() {
            if position > 0 { bytes.append(contentsOf: ",\n".utf8) }
            bytes.append(contentsOf: elementBytes[element.start..<element.end])
        }
        bytes.append(contentsOf: closing)
        return bytes
    }
}
