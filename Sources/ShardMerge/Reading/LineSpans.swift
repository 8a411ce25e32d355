/// Where some lines of a stream are, as byte ranges: lines that follow each other share one range, so reading them
/// back costs one read.
struct LineSpans {
    private(set) var ranges: [Range<Int>] = []

    /// Adds the line at `offset` of `length` bytes (its line feed after it).
    mutating func add(offset: Int, length: Int) {
        if let last = ranges.last, last.upperBound == offset {
            ranges[ranges.count - 1] = last.lowerBound..<(offset + length + 1)
        } else {
            ranges.append(offset..<(offset + length + 1))
        }
    }
}
