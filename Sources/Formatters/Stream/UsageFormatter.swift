import CucumberMessages

/// Writes how the run used the step library, as Cucumber's usage formatter does: each step definition with its
/// expression, location and mean duration, the steps that used it (the slowest first, five at most, so a phrase used 10,000 times stays readable), then the
/// definitions no step used.
public struct UsageFormatter: ReportFormatter {
    private let write: (String) -> Void
    private let index: RunQuery
    private let ownsIndex: Bool
    private var usage = StepUsage()

    /// Creates a formatter writing the whole report through `write` on `finish()`.
    public init(options: FormatterOptions = FormatterOptions(), write: @escaping (String) -> Void) {
        self.write = write
        (index, ownsIndex) = options.formatterQuery
    }

    /// Remembers the step definitions and the steps they matched.
    public mutating func record(_ envelope: Envelope) {
        index.handle(envelope, owned: ownsIndex) { usage.record(envelope, index: index) }
    }

    /// Writes the report, the slowest definitions (by mean duration) first.
    public mutating func finish() {
        func mean(_ definition: StepUsage.Definition) -> Int64 {
            definition.useCount == 0 ? 0 : definition.totalNanoseconds / Int64(definition.useCount)
        }
        let used = usage.definitions.filter { $0.useCount > 0 }.sorted { mean($0) > mean($1) }
        var rows: [(text: String, duration: String, location: String)] = [("Pattern / Text", "Duration", "Location")]
        for definition in used {
            rows.append((definition.definition.pattern.source, Self.milliseconds(mean(definition)) + " mean", definition.location))
            for use in definition.slowest {
                rows.append(("  " + use.keyword + use.text, use.nanoseconds.map(Self.milliseconds) ?? "-", use.place))
            }
            if definition.useCount > definition.slowest.count {
                rows.append(("  … \(definition.useCount - definition.slowest.count) more", "", ""))
            }
        }
        for definition in usage.definitions where definition.useCount == 0 {
            rows.append((definition.definition.pattern.source, "UNUSED", definition.location))
        }
        let textWidth = rows.map(\.text.count).max() ?? 0
        let durationWidth = rows.map(\.duration.count).max() ?? 0
        write(rows.map { row in
            let padded = row.text.padding(to: textWidth) + " | " + row.duration.padding(to: durationWidth) + " | " + row.location
            return String(padded.reversed().drop { $0 == " " }.reversed()) + "\n"
        }.joined())
    }

    private static func milliseconds(_ nanoseconds: Int64) -> String {
        let hundredths = (nanoseconds + 5_000) / 10_000
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)ms"
    }
}

private extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
