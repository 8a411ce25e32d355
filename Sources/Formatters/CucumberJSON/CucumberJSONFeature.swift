import CucumberMessages

/// A feature of Cucumber's JSON report while it is open: its heading and closing, written when its document came,
/// and the elements of its scenarios, written as their test cases finish and kept in order of their pickles.
///
/// A class, so the formatter changes a feature in place, found by uri or in its queue alike; once written, it can
/// be opened again for the next document, keeping the room its elements took. Its elements past a few megabytes go
/// to a temporary file (`KeptRecords`): a feature of a million scenarios costs 16 bytes a scenario.
final class CucumberJSONFeature {
    private(set) var uri = ""
    /// How many of its pickles have not finished their last attempt.
    var pending = 0
    /// Whether no further pickle of it can come: its pickles follow its document, so the next document seals it.
    var sealed = false
    private var heading: [UInt8] = []
    private var closing: [UInt8] = []
    /// Each element under its pickle's place in the stream.
    private var elements: KeptRecords
    /// Where one element is written before it is kept.
    private var element = JSONWriter(capacity: 4096, hexControlEscapes: true)

    init(_ document: GherkinDocument, memoryLimit: Int) {
        elements = KeptRecords(memoryLimit: memoryLimit)
        open(document)
    }

    /// Makes it the feature of `document`, with no elements: a new feature's, or a written one's, reused so that
    /// its elements' room is not allocated and grown again for every feature of the run.
    func open(_ document: GherkinDocument) {
        pending = 0
        sealed = false
        elements.removeAll()
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
    var hasElements: Bool { elements.count > 0 }

    /// Adds the elements `write` writes for one attempt, `ordinal` being its pickle's place in the stream; when
    /// `write` returns false, what it wrote is dropped.
    func addElements(ordinal: Int, _ write: (inout JSONWriter) -> Bool) {
        element.removeAll()
        element.write(UInt8(ascii: "{"))
        guard write(&element) else { return }
        element.write(UInt8(ascii: "}"))
        element.withBytes { elements.append(key: ordinal, $0) }
    }

    /// Hands the whole feature to `write` in pieces of about 64 KB: its scenarios in the order of their pickles,
    /// whatever order they ran in.
    func write(to write: (UnsafeBufferPointer<UInt8>) -> Void) {
        var piece = heading
        piece.reserveCapacity(1 << 16)
        var first = true
        elements.forEachInOrder { bytes in
            if !first { piece.append(contentsOf: ",\n".utf8) }
            first = false
            piece.append(contentsOf: bytes)
            guard piece.count >= 1 << 16 else { return }
            piece.withUnsafeBufferPointer(write)
            piece.removeAll(keepingCapacity: true)
        }
        piece.append(contentsOf: closing)
        piece.withUnsafeBufferPointer(write)
    }
}
