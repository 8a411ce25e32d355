import CucumberMessages

/// A feature of Cucumber's JSON report while it is open: its heading and closing, written when its document came,
/// and the elements of its scenarios, written as their test cases finish.
///
/// A class, so the formatter changes a feature in place, found by uri or in its queue alike; once written, it can
/// be opened again for the next document, keeping the room its elements took.
final class CucumberJSONFeature {
    private(set) var uri = ""
    /// How many of its pickles have not finished their last attempt.
    var pending = 0
    /// Whether no further pickle of it can come: its pickles follow its document, so the next document seals it.
    var sealed = false
    private var heading: [UInt8] = []
    private var closing: [UInt8] = []
    /// The elements, comma-separated, in the order their test cases finished, and each one's place among them
    /// with its pickle's place in the stream.
    private var elements = JSONWriter(capacity: 4096, hexControlEscapes: true)
    private var places: [(ordinal: Int, start: Int, end: Int)] = []
    /// Whether the elements came in the order of their pickles, as they do unless a run is parallel or reordered.
    private var inPickleOrder = true

    /// The most room a written feature keeps for the next document's elements.
    static let keptRoom = 1 << 20

    init(_ document: GherkinDocument) {
        open(document)
    }

    /// Whether the room its elements took is small enough to keep for the next document once it is written.
    var isWorthReopening: Bool { elements.count <= Self.keptRoom }

    /// Makes it the feature of `document`, with no elements: a new feature's, or a written one's, reused so that
    /// its elements' room is not allocated and grown again for every feature of the run.
    func open(_ document: GherkinDocument) {
        pending = 0
        sealed = false
        elements.removeAll()
        places.removeAll(keepingCapacity: true)
        inPickleOrder = true
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
            json.field("column", Int64(tag.location.column ?? 0))
            json.raw("}}")
        }
        json.raw("]}")
        closing = json.bytes
    }

    /// Whether every pickle it will have has finished, so it can be written.
    var isComplete: Bool { sealed && pending == 0 }

    /// Whether any scenario of it ran: a feature none of whose scenarios ran is left out of the report.
    var hasElements: Bool { !places.isEmpty }

    /// Adds the elements `write` writes for one attempt, `ordinal` being its pickle's place in the stream; when
    /// `write` returns false, what it wrote is dropped.
    func addElements(ordinal: Int, _ write: (inout JSONWriter) -> Bool) {
        let start = elements.count
        elements.write(places.isEmpty ? "{" : ",\n{")
        guard write(&elements) else {
            elements.truncate(to: start)
            return
        }
        elements.write(UInt8(ascii: "}"))
        if let last = places.last, last.ordinal > ordinal { inPickleOrder = false }
        places.append((ordinal, start, elements.count))
    }

    /// Hands the whole feature to `write` in pieces: its scenarios in the order of their pickles, whatever order
    /// they ran in.
    func write(to write: (UnsafeBufferPointer<UInt8>) -> Void) {
        heading.withUnsafeBufferPointer(write)
        if inPickleOrder {
            elements.withBytes(write)
        } else {
            var sorted: [UInt8] = []
            sorted.reserveCapacity(elements.count + places.count * 2)
            elements.withBytes { bytes in
                for (position, place) in places.sorted(by: { $0.ordinal < $1.ordinal }).enumerated() {
                    if position > 0 { sorted.append(contentsOf: ",\n".utf8) }
                    // Each element but the first starts with the separator it was written after: skipped here.
                    let start = place.start == 0 ? 0 : place.start + 2
                    sorted.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<place.end]))
                }
            }
            sorted.withUnsafeBufferPointer(write)
        }
        closing.withUnsafeBufferPointer(write)
    }
}
