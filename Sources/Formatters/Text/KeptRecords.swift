import Foundation

/// The records a report keeps until the stream ends (a JUnit element, a scenario of the HTML page, a failure's text),
/// each under a key that orders them, handed back in that order.
///
/// The newest bytes stay in memory; past `memoryLimit` they go to an unlinked temporary file, so what a report holds
/// does not grow with the run: 16 bytes of place per record. A file that cannot be made or written keeps the bytes in
/// memory instead, since a report must never lose a record.
struct KeptRecords {
    /// 16 bytes: a run of a million scenarios keeps a million places. Records of equal keys are told apart by their
    /// offsets, which grow in the order they were kept.
    private struct Place {
        let offset: Int
        let key: Int32
        let length: UInt32
    }

    private var places: [Place] = []
    /// The bytes not written to the file, which start at offset `spilled`.
    private var pending: [UInt8] = []
    private var spilled = 0
    private var file: FileHandle?
    private var fileFailed = false
    private let memoryLimit: Int

    /// Records kept in memory up to `memoryLimit` bytes, then in a temporary file.
    init(memoryLimit: Int = 4 << 20) {
        self.memoryLimit = memoryLimit
    }

    /// How many records are kept.
    var count: Int { places.count }

    /// Keeps `bytes` under `key`; records of equal keys come back in the order they were kept.
    mutating func append(key: Int, _ bytes: UnsafeBufferPointer<UInt8>) {
        places.append(Place(offset: spilled + pending.count, key: Int32(clamping: key), length: UInt32(clamping: bytes.count)))
        pending.append(contentsOf: bytes)
        if pending.count >= memoryLimit, !fileFailed { spill() }
    }

    /// Each record in key order, as bytes valid only during the call to `body`.
    mutating func forEachInOrder(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        places.sort { ($0.key, $0.offset) < ($1.key, $1.offset) }
        // A window of the file read at once: records kept in about the order they are written back come from a
        // few large reads rather than one per record.
        var window: [UInt8] = []
        var windowStart = 0
        for place in places {
            let length = Int(place.length)
            if place.offset >= spilled {
                let start = place.offset - spilled
                pending.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<start + length])) }
                continue
            }
            if place.offset < windowStart || place.offset + length > windowStart + window.count {
                windowStart = place.offset
                window = read(at: place.offset, count: max(length, memoryLimit))
            }
            let start = place.offset - windowStart
            window.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<min(start + length, $0.count)])) }
        }
    }

    private mutating func spill() {
        do {
            let handle = try file ?? Self.makeFile()
            file = handle
            try handle.write(contentsOf: pending)
            spilled += pending.count
            pending.removeAll(keepingCapacity: true)
        } catch {
            fileFailed = true
        }
    }

    /// Up to `count` bytes of the file from `offset`; what it cannot read it gives as nothing (never after a write
    /// that succeeded).
    private func read(at offset: Int, count: Int) -> [UInt8] {
        guard let file, (try? file.seek(toOffset: UInt64(offset))) != nil, let data = try? file.read(upToCount: min(count, spilled - offset)) else {
            return []
        }
        return [UInt8](data)
    }

    /// A new file in the temporary folder (`TMPDIR`, which Bazel points at the test's own), removed from its folder at
    /// once: it lives as long as its handle, whatever ends the process.
    private static func makeFile() throws -> FileHandle {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bdd-report-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
        let handle = try FileHandle(forUpdating: url)
        try? FileManager.default.removeItem(at: url)
        return handle
    }
}
