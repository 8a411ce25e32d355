/// Rewrites a Cucumber Expression's syntax tree into an anchored regular expression.
struct CucumberExpressionCompiler {
    let expression: String
    let registry: ParameterTypeRegistry

    /// The regular expression's source and the parameter types of its top-level groups, in order.
    func compile(_ node: Node) throws(CucumberExpressionError) -> (pattern: String, parameterTypes: [ParameterType]) {
        var parameterTypes: [ParameterType] = []
        let pattern = try rewrite(node, collecting: &parameterTypes)
        return (pattern, parameterTypes)
    }

    private func rewrite(_ node: Node, collecting types: inout [ParameterType]) throws(CucumberExpressionError) -> String {
        switch node.type {
        case .text:
            return Self.escape(node.text)
        case .optional:
            try checkOptional(node)
            return "(?:" + (try rewriteAll(node.nodes, collecting: &types)) + ")?"
        case .alternation:
            try checkAlternatives(node)
            var alternatives: [String] = []
            for alternative in node.nodes {
                alternatives.append(try rewriteAll(alternative.nodes, collecting: &types))
            }
            return "(?:" + alternatives.joined(separator: "|") + ")"
        case .alternative:
            return try rewriteAll(node.nodes, collecting: &types)
        case .parameter:
            let name = node.text
            guard let type = registry.parameterType(named: name) else {
                throw .undefinedParameterType(expression, node, name: name)
            }
            types.append(type)
            let regexps = type.regularExpressions
            return regexps.count == 1 ? "(\(regexps[0]))" : "((?:" + regexps.joined(separator: ")|(?:") + "))"
        case .expression:
            return "^" + (try rewriteAll(node.nodes, collecting: &types)) + "$"
        }
    }

    private func rewriteAll(_ nodes: [Node], collecting types: inout [ParameterType]) throws(CucumberExpressionError) -> String {
        var pattern = ""
        for node in nodes {
            pattern += try rewrite(node, collecting: &types)
        }
        return pattern
    }

    private func checkOptional(_ node: Node) throws(CucumberExpressionError) {
        if let parameter = node.nodes.first(where: { $0.type == .parameter }) {
            throw .parameterInOptional(expression, parameter)
        }
        if let optional = node.nodes.first(where: { $0.type == .optional }) {
            throw .optionalInOptional(expression, optional)
        }
        guard node.nodes.contains(where: { $0.type == .text }) else {
            throw .optionalMayNotBeEmpty(expression, node)
        }
    }

    private func checkAlternatives(_ node: Node) throws(CucumberExpressionError) {
        for alternative in node.nodes {
            guard !alternative.nodes.isEmpty else { throw .alternativeMayNotBeEmpty(expression, alternative) }
            guard alternative.nodes.contains(where: { $0.type == .text }) else {
                throw .alternativeOnlyOptionals(expression, alternative)
            }
        }
    }

    /// Escapes the characters that are special in a regular expression outside a character class.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            if #"\^[({$.|?*+})]"#.unicodeScalars.contains(scalar) { escaped.append("\\") }
            escaped.unicodeScalars.append(scalar)
        }
        return escaped
    }
}
