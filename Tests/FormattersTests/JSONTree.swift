import Foundation

/// A parsed JSON value compared as check-cucumber-json compares reports: same keys, same values, arrays in order.
enum JSONTree {
    /// The parsed value of `text`.
    static func parse(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }

    /// Where `actual` first differs from `expected`, as a path and the two values; nil when they are equal.
    static func firstDifference(_ actual: Any, from expected: Any, at path: String = "$") -> String? {
        switch (expected, actual) {
        case (let expected as [String: Any], let actual as [String: Any]):
            if let missing = expected.keys.sorted().first(where: { actual[$0] == nil }) { return "\(path).\(missing): missing" }
            if let extra = actual.keys.sorted().first(where: { expected[$0] == nil }) { return "\(path).\(extra): not expected" }
            for key in expected.keys.sorted() {
                if let difference = firstDifference(actual[key]!, from: expected[key]!, at: "\(path).\(key)") { return difference }
            }
            return nil
        case (let expected as [Any], let actual as [Any]):
            guard expected.count == actual.count else { return "\(path): \(actual.count) items, expected \(expected.count)" }
            for (position, (want, got)) in zip(expected, actual).enumerated() {
                if let difference = firstDifference(got, from: want, at: "\(path)[\(position)]") { return difference }
            }
            return nil
        case (let expected as NSObject, let actual as NSObject):
            return expected.isEqual(actual) ? nil : "\(path): \(actual), expected \(expected)"
        default:
            return "\(path): \(actual), expected \(expected)"
        }
    }
}
