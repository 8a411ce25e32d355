extension Task where Failure == Never {
    /// The task's value, or nil after failing the test (and cancelling the task) if it has not ended within `FailSafe.limit`.
    @discardableResult
    public func boundedValue(file: StaticString = #filePath, line: UInt = #line) async -> Success? {
        guard let value = await FailSafe.wait(for: "the task to end", file: file, line: line, { await self.value }) else {
            cancel()
            return nil
        }
        return value
    }
}

extension Task where Failure == any Error {
    /// The task's result; if it has not ended within `FailSafe.limit`, fails the test, cancels the task and returns `FailSafe.Expired`.
    public func boundedResult(file: StaticString = #filePath, line: UInt = #line) async -> Result<Success, any Error> {
        guard let result = await FailSafe.wait(for: "the task to end", file: file, line: line, { await self.result }) else {
            cancel()
            return .failure(FailSafe.Expired())
        }
        return result
    }
}
