// Every other message writes itself too, so the whole stream is written without a Codable tree. Keys in sorted
// order, optionals left out when nil: byte for byte what Foundation's JSONEncoder writes with sorted keys (a test
// holds every envelope of the shared suites to it).

extension Attachment: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object {
            $0.field("body", body)
            $0.field("contentEncoding", contentEncoding.rawValue)
            $0.field("fileName", fileName)
            $0.field("mediaType", mediaType)
            $0.field("source", source)
            $0.field("testCaseStartedId", testCaseStartedId)
            $0.field("testRunHookStartedId", testRunHookStartedId)
            $0.field("testRunStartedId", testRunStartedId)
            $0.field("testStepId", testStepId)
            $0.field("timestamp", timestamp)
            $0.field("url", url)
        }
    }
}

extension Background: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object {
            $0.field("description", description)
            $0.field("id", id)
            $0.field("keyword", keyword)
            $0.field("location", location)
            $0.field("name", name)
            $0.field("steps", steps)
        }
    }
}

extension Ci: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object {
            $0.field("buildNumber", buildNumber)
            $0.field("git", git)
            $0.field("name", name)
            $0.field("url", url)
        }
    }
}

extension Comment: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object { $0.field("location", location); $0.field("text", text) }
    }
}

extension Examples: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object {
            $0.field("description", description)
            $0.field("id", id)
            $0.field("keyword", keyword)
            $0.field("location", location)
            $0.field("name", name)
            $0.field("tableBody", tableBody)
            $0.field("tableHeader", tableHeader)
            $0.field("tags", tags)
        }
    }
}

extension Feature: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object {
            $0.field("children", children)
            $0.field("description", description)
            $0.field("keyword", keyword)
            $0.field("language", language)
            $0.field("location", location)
            $0.field("name", name)
            $0.field("tags", tags)
        }
    }
}

extension GherkinDataTable: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object { $0.field("location", location); $0.field("rows", rows) }
    }
}

extension GherkinDocString: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object {
            $0.field("content", content)
            $0.field("delimiter", delimiter)
            $0.field("location", location)
            $0.field("mediaType", mediaType)
        }
    }
}

extension GherkinDocument: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object { $0.field("comments", comments); $0.field("feature", feature); $0.field("uri", uri) }
    }
}

extension Git: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object {
            $0.field("branch", branch)
            $0.field("remote", remote)
            $0.field("revision", revision)
            $0.field("tag", tag)
        }
    }
}

extension Hook: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object {
            $0.field("id", id)
            $0.field("name", name)
            $0.field("sourceReference", sourceReference)
            $0.field("tagExpression", tagExpression)
            $0.field("type", type?.rawValue)
        }
    }
}

extension Meta: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object {
            $0.field("ci", ci)
            $0.field("cpu", cpu)
            $0.field("implementation", implementation)
            $0.field("os", os)
            $0.field("protocolVersion", protocolVersion)
            $0.field("runtime", runtime)
        }
    }
}

extension MetaProduct: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object { $0.field("name", name); $0.field("version", version) }
    }
}

extension ParameterTypeDeclaration: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object {
            $0.field("id", id)
            $0.field("name", name)
            $0.field("preferForRegularExpressionMatch", preferForRegularExpressionMatch)
            $0.field("regularExpressions", regularExpressions)
            $0.field("sourceReference", sourceReference)
            $0.field("useForSnippets", useForSnippets)
        }
    }
}

extension ParseError: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object { $0.field("message", message); $0.field("source", source) }
    }
}

extension Rule: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object {
            $0.field("children", children)
            $0.field("description", description)
            $0.field("id", id)
            $0.field("keyword", keyword)
            $0.field("location", location)
            $0.field("name", name)
            $0.field("tags", tags)
        }
    }
}

extension Scenario: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object {
            $0.field("description", description)
            $0.field("examples", examples)
            $0.field("id", id)
            $0.field("keyword", keyword)
            $0.field("location", location)
            $0.field("name", name)
            $0.field("steps", steps)
            $0.field("tags", tags)
        }
    }
}

extension Snippet: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object { $0.field("code", code); $0.field("language", language) }
    }
}

extension Source: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object { $0.field("data", data); $0.field("mediaType", mediaType.rawValue); $0.field("uri", uri) }
    }
}

extension SourceReference: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object { $0.field("location", location); $0.field("uri", uri) }
    }
}

extension Step: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object {
            $0.field("dataTable", dataTable)
            $0.field("docString", docString)
            $0.field("id", id)
            $0.field("keyword", keyword)
            $0.field("keywordType", keywordType?.rawValue)
            $0.field("location", location)
            $0.field("text", text)
        }
    }
}

extension StepDefinition: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object {
            $0.field("id", id)
            $0.field("pattern", pattern)
            $0.field("sourceReference", sourceReference)
        }
    }
}

extension StepDefinitionPattern: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object { $0.field("source", source); $0.field("type", type.rawValue) }
    }
}

extension Suggestion: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object {
            $0.field("id", id)
            $0.field("pickleStepId", pickleStepId)
            $0.field("snippets", snippets)
        }
    }
}

extension TableCell: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object { $0.field("location", location); $0.field("value", value) }
    }
}

extension TableRow: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object { $0.field("cells", cells); $0.field("id", id); $0.field("location", location) }
    }
}

extension Tag: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object { $0.field("id", id); $0.field("location", location); $0.field("name", name) }
    }
}

extension TestRunFinished: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object {
            $0.field("exception", exception)
            $0.field("message", message)
            $0.field("success", success)
            $0.field("testRunStartedId", testRunStartedId)
            $0.field("timestamp", timestamp)
        }
    }
}

extension TestRunHookFinished: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object {
            $0.field("result", result)
            $0.field("testRunHookStartedId", testRunHookStartedId)
            $0.field("timestamp", timestamp)
        }
    }
}

extension TestRunHookStarted: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object {
            $0.field("hookId", hookId)
            $0.field("id", id)
            $0.field("testRunStartedId", testRunStartedId)
            $0.field("timestamp", timestamp)
        }
    }
}

extension TestRunStarted: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object { $0.field("id", id); $0.field("timestamp", timestamp) }
    }
}

extension UndefinedParameterType: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object { $0.field("expression", expression); $0.field("name", name) }
    }
}
extension FeatureChild: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        switch self {
        case .rule(let rule): json.object { $0.field("rule", rule) }
        case .background(let background): json.object { $0.field("background", background) }
        case .scenario(let scenario): json.object { $0.field("scenario", scenario) }
        }
    }
}

extension RuleChild: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        switch self {
        case .background(let background): json.object { $0.field("background", background) }
        case .scenario(let scenario): json.object { $0.field("scenario", scenario) }
        }
    }
}
