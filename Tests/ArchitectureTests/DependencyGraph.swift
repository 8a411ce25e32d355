import Foundation

/// Reads the target graph out of `swift package dump-package` JSON.
enum DependencyGraph {
    struct MalformedDump: Error, CustomStringConvertible {
        let description: String
    }

    /// Maps each target to its declared dependencies, whichever form they take (`byName`, `target`, `product`).
    static func parse(_ json: Data) throws -> [String: [String]] {
        guard let package = try JSONSerialization.jsonObject(with: json) as? [String: Any],
              let targets = package["targets"] as? [[String: Any]]
        else { throw MalformedDump(description: "no \"targets\" array at the top level") }
        var graph: [String: [String]] = [:]
        for target in targets {
            guard let name = target["name"] as? String else { throw MalformedDump(description: "a target without a name") }
            let dependencies = target["dependencies"] as? [[String: Any]] ?? []
            graph[name] = try dependencies.map { try dependencyName($0, of: name) }
        }
        return graph
    }

    /// A dependency is one key (`byName`, `target` or `product`) whose array starts with the name.
    private static func dependencyName(_ dependency: [String: Any], of target: String) throws -> String {
        for kind in ["byName", "target", "product"] {
            if let parts = dependency[kind] as? [Any], let name = parts.first as? String {
                return name
            }
        }
        throw MalformedDump(description: "an unreadable dependency of \(target): \(dependency.keys.sorted())")
    }
}
