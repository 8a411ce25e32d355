import BDDLanguageServer
import BDDRuntime
import Foundation

/// What the language server harness runs: a client's byte stream, or an edit script checked against its model.
enum LanguageServerSession {
    /// A small step library, so steps bind, some stay undefined and one is ambiguous.
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.given("I have {int} cukes in my belly", file: "/fuzz/Steps.swift", line: 1) { (_: ScenarioContext, _: Int) in }
        steps.when("I eat {int} cukes", file: "/fuzz/Steps.swift", line: 2) { (_: ScenarioContext, _: Int) in }
        steps.then("I am {word}", file: "/fuzz/Steps.swift", line: 3) { (_: ScenarioContext, _: String) in }
        steps.then("I am happy", file: "/fuzz/Steps.swift", line: 4) { (_: ScenarioContext) in }
        return steps
    }

    /// Feeds `bytes` after an `initialize`; whatever they hold, each answer must be a JSON-RPC response or message.
    @MainActor
    static func stream(_ bytes: [UInt8]) throws(PropertyViolation) {
        let endpoint = try makeEndpoint()
        var sent = endpoint.receive(message(["jsonrpc": "2.0", "id": 0, "method": "initialize", "params": ["capabilities": [:]]]))
        // In two pieces, as a pipe may deliver them.
        let middle = bytes.count / 2
        sent += endpoint.receive(Array(bytes[..<middle]))
        sent += endpoint.receive(Array(bytes[middle...]))
        for data in sent {
            guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any], object["jsonrpc"] as? String == "2.0",
                  object["method"] != nil || object["result"] != nil || object["error"] != nil else {
                throw PropertyViolation("the server sent \(String(decoding: data, as: UTF8.self))")
            }
        }
    }

    /// Plays `script`: every request answered, and each open document's text what the edits give.
    @MainActor
    static func script(_ script: EditScript) throws(PropertyViolation) {
        let endpoint = try makeEndpoint()
        let capabilities: [String: Any] = script.utf8 ? ["general": ["positionEncodings": ["utf-8"]]] : [:]
        // String ids, so a body of garbage that happens to be a request does not answer one of the script's.
        var answered: [String: Int] = [:]
        func play(_ bytes: [UInt8]) {
            for data in endpoint.receive(bytes) {
                guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any], object["method"] == nil,
                      let id = object["id"] as? String else { continue }
                answered[id, default: 0] += 1
            }
        }
        play(message(["jsonrpc": "2.0", "id": 0, "method": "initialize", "params": ["capabilities": capabilities]]))
        play(message(["jsonrpc": "2.0", "method": "initialized", "params": [:]]))
        var texts: [Int: [Unicode.Scalar]] = [:]
        var requests: [String] = []
        // After `exit` (a body of garbage may be one) the server reads nothing more: the script ends there.
        for operation in script.operations where endpoint.exitStatus == nil {
            switch operation {
            case .open(let document, let version, let text):
                texts[document] = Array(text.unicodeScalars)
                play(notification("textDocument/didOpen", ["textDocument": ["uri": uri(document), "languageId": "gherkin", "version": version, "text": text]]))
            case .change(let document, let version, let range, let text):
                var change: [String: Any] = ["text": text]
                if let range {
                    change["range"] = ["start": ["line": range[0], "character": range[1]], "end": ["line": range[2], "character": range[3]]]
                }
                play(notification("textDocument/didChange", ["textDocument": ["uri": uri(document), "version": version], "contentChanges": [change]]))
                if let old = texts[document] { texts[document] = applying(text, in: range, to: old, utf8: script.utf8) }
            case .close(let document):
                texts[document] = nil
                play(notification("textDocument/didClose", ["textDocument": ["uri": uri(document)]]))
            case .request(let method, let document, let line, let character):
                let id = "script-\(requests.count + 1)"
                requests.append(id)
                var params: [String: Any] = ["textDocument": ["uri": uri(document)], "position": ["line": line, "character": character]]
                params["range"] = ["start": ["line": line, "character": 0], "end": ["line": line, "character": character]]
                params["context"] = ["includeDeclaration": true, "diagnostics": []]
                params["options"] = ["tabSize": 2, "insertSpaces": true]
                play(message(["jsonrpc": "2.0", "id": id, "method": method, "params": params]))
            case .garbage(let bytes):
                play(LanguageServerEndpoint.frame(bytes))
            case .cancel(let id):
                play(notification("$/cancelRequest", ["id": "script-\(id)"]))
            }
        }
        if endpoint.exitStatus != nil { return }
        if let unanswered = requests.first(where: { answered[$0] != 1 }) {
            throw PropertyViolation("request \(unanswered) was answered \(answered[unanswered] ?? 0) times")
        }
        for (document, scalars) in texts.sorted(by: { $0.key < $1.key }) {
            var expected = ""
            expected.unicodeScalars.append(contentsOf: scalars)
            let held = endpoint.documentText(uri(document))
            guard held == expected else {
                throw PropertyViolation("document \(document) holds \(held.debugDescription), the edits give \(expected.debugDescription)")
            }
        }
    }

    /// A stream that opens `feature` and asks for its outline, colours, formatting and a hover.
    static func seedStream(opening feature: [UInt8]) -> [UInt8] {
        let text = String(decoding: feature, as: UTF8.self)
        let document: [String: Any] = ["uri": uri(0)]
        return notification("initialized", [:])
            + notification("textDocument/didOpen", ["textDocument": ["uri": uri(0), "languageId": "gherkin", "version": 1, "text": text]])
            + message(["jsonrpc": "2.0", "id": 1, "method": "textDocument/documentSymbol", "params": ["textDocument": document]])
            + message(["jsonrpc": "2.0", "id": 2, "method": "textDocument/semanticTokens/full", "params": ["textDocument": document]])
            + message(["jsonrpc": "2.0", "id": 3, "method": "textDocument/hover", "params": ["textDocument": document, "position": ["line": 2, "character": 6]]])
            + message(["jsonrpc": "2.0", "id": 4, "method": "shutdown"]) + notification("exit", [:])
    }

    /// The edit applied the protocol's way to the model's scalars; a range whose end is before its start changes nothing.
    private static func applying(_ text: String, in range: [Int]?, to old: [Unicode.Scalar], utf8: Bool) -> [Unicode.Scalar] {
        guard let range else { return Array(text.unicodeScalars) }
        guard (range[0], range[1]) <= (range[2], range[3]) else { return old }
        let lower = EditScript.offset(line: range[0], character: range[1], in: old, utf8: utf8)
        let upper = max(lower, EditScript.offset(line: range[2], character: range[3], in: old, utf8: utf8))
        return Array(old[..<lower]) + Array(text.unicodeScalars) + Array(old[upper...])
    }

    @MainActor
    private static func makeEndpoint() throws(PropertyViolation) -> LanguageServerEndpoint {
        do {
            return try LanguageServerEndpoint(steps: library, readsFolders: false)
        } catch {
            throw PropertyViolation("the harness's step library does not compile: \(error)")
        }
    }

    private static func uri(_ document: Int) -> String {
        "file:///fuzz/document-\(document).feature"
    }

    private static func notification(_ method: String, _ params: [String: Any]) -> [UInt8] {
        message(["jsonrpc": "2.0", "method": method, "params": params])
    }

    private static func message(_ object: [String: Any]) -> [UInt8] {
        LanguageServerEndpoint.frame(Array((try? JSONSerialization.data(withJSONObject: object)) ?? Data()))
    }
}
