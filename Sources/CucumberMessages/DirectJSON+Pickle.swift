/// Pickles write themselves too: a run sends every pickle to the message stream and to a worker.
extension Pickle: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object {
            $0.field("astNodeIds", astNodeIds)
            $0.field("id", id)
            $0.field("language", language)
            $0.field("location", location)
            $0.field("name", name)
            $0.field("steps", steps)
            $0.field("tags", tags)
            $0.field("uri", uri)
        }
    }
}

extension PickleStep: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object {
            $0.field("argument", argument)
            $0.field("astNodeIds", astNodeIds)
            $0.field("id", id)
            $0.field("text", text)
            $0.field("type", type?.rawValue)
        }
    }
}

extension PickleStepArgument: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object { $0.field("dataTable", dataTable); $0.field("docString", docString) }
    }
}

extension PickleDocString: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object { $0.field("argumentIndex", argumentIndex); $0.field("content", content); $0.field("mediaType", mediaType) }
    }
}

extension PickleTable: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object { $0.field("argumentIndex", argumentIndex); $0.field("rows", rows) }
    }
}

extension PickleTableRow: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object { $0.field("cells", cells) }
    }
}

extension PickleTableCell: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object { $0.field("value", value) }
    }
}

extension PickleTag: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object { $0.field("astNodeId", astNodeId); $0.field("name", name) }
    }
}

extension Location: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object { $0.field("column", column); $0.field("line", line) }
    }
}
