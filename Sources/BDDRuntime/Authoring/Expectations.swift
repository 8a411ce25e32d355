/// Throws `ExpectationFailure` with `message` unless `condition` holds.
public func expect(
    _ condition: @autoclosure () throws -> Bool,
    _ message: @autoclosure () -> String = "Expected the condition to hold",
    file: String = #filePath,
    line: Int = #line
) throws {
    guard try condition() else { throw ExpectationFailure(message(), location: CodeLocation(file: file, line: line)) }
}

/// Throws `ExpectationFailure` ("Expected <expected>, got <actual>") unless the two are equal.
public func expectEqual<T: Equatable>(
    _ actual: @autoclosure () throws -> T,
    _ expected: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "",
    file: String = #filePath,
    line: Int = #line
) throws {
    let actualValue = try actual()
    let expectedValue = try expected()
    guard actualValue != expectedValue else { return }
    // Once: the message may be costly, or count its calls.
    let text = message()
    let prefix = text.isEmpty ? "" : text + ": "
    throw ExpectationFailure(
        "\(prefix)Expected \(ReadableValue.describe(expectedValue)), got \(ReadableValue.describe(actualValue))",
        location: CodeLocation(file: file, line: line)
    )
}

/// The wrapped value; throws `ExpectationFailure` with `message` when it is nil.
public func unwrap<T>(
    _ value: T?,
    _ message: @autoclosure () -> String = "Expected a value, got nil",
    file: String = #filePath,
    line: Int = #line
) throws -> T {
    guard let value else { throw ExpectationFailure(message(), location: CodeLocation(file: file, line: line)) }
    return value
}
