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

    /// Each target's source folder: its declared `path`, else `Sources/NAME` (`Tests/NAME` for a test target).
    static func folders(_ json: Data, root: URL) throws -> [String: URL] {
        guard let package = try JSONSerialization.jsonObject(with: json) as? [String: Any],
              let targets = package["targets"] as? [[String: Any]]
        else { throw MalformedDump(description: "no \"targets\" array at the top level") }
        var folders: [String: URL] = [:]
        for target in targets {
            guard let name = target["name"] as? String else { continue }
            let defaultPath = (target["type"] as? String == "test" ? "Tests/" : "Sources/") + name
            folders[name] = root.appendingPathComponent(target["path"] as? String ?? defaultPath)
        }
        return folders
    }

    /// The names of the executable targets.
    static func executables(_ json: Data) throws -> Set<String> {
        guard let package = try JSONSerialization.jsonObject(with: json) as? [String: Any],
              let targets = package["targets"] as? [[String: Any]]
        else { throw MalformedDump(description: "no \"targets\" array at the top level") }
        return Set(targets.filter { $0["type"] as? String == "executable" }.compactMap { $0["name"] as? String })
    }
}
