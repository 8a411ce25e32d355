import BDDRuntime

/// The kit's samples are JavaScript: their failures are `Error`s, so ours carry that type name too.
struct Error: Swift.Error, CustomStringConvertible {
    let description: String

    init(_ message: String) {
        description = message
    }
}

/// What Node's `assert.strictEqual` throws in the samples that assert.
struct AssertionError: Swift.Error, CustomStringConvertible {
    let description: String
}

/// The samples' pending marker with a reason.
struct PendingException: PendingSignal, CustomStringConvertible {
    let reason: String?
    var description: String { reason ?? "pending" }
}

/// The samples' skip marker with a reason.
struct SkippedException: SkipSignal, CustomStringConvertible {
    let reason: String?
    var description: String { reason ?? "skipped" }
}

/// The world of the samples that keep state between steps.
final class Scratch: World {
    var count = 0
    var attempts: [String: Int] = [:]
}
