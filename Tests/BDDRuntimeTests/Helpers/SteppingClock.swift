import BDDRuntime
import CucumberMessages

/// A clock that starts at 0 and moves 1 ms forward each time it is read, as the CCK's fake clock does.
struct SteppingClock: RunClock {
    private var millisecondsRead = 0

    mutating func now() -> Timestamp {
        defer { millisecondsRead += 1 }
        return Timestamp(seconds: millisecondsRead / 1000, nanos: (millisecondsRead % 1000) * 1_000_000)
    }
}
