/// A message that writes its own JSON, members in key order: a run writes an envelope per event, and going through
/// `Codable` cost more than everything else the runner does.
///
/// Every message's writer is generated from one table (`generate-messages.py`, `DirectJSON+Messages.swift`). The
/// output is byte for byte what Foundation's `JSONEncoder` writes with sorted keys; a test holds every envelope of
/// the shared suites to it.
protocol DirectJSON {
    func writeJSON(to json: inout JSONWriter)
}
