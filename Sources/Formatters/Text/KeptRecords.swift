import Foundation

/// The records a report keeps until the stream ends (a JUnit element, a scenario of the HTML page, a failure's text),
/// each under a key that orders them, handed back in that order.
///
/// The newest bytes stay in memory; past `memoryLimit` they go to an unlinked temporary file, so what a report holds
/// does not grow with the run. Each record is stored behind its length and key. While records come in key order (a
/// run on one worker, in the defined order) nothing else is kept, and they are read back as they were written; the
/// first record out of order makes a list of places (16 bytes a record), sorted when they are read back. A file that
/// cannot be made or written keeps the bytes in memory instead, since a report must never lose a record.
struct KeptRecords {
    /// 16 bytes: a parallel run of a million scenarios keeps a million places. Records of equal keys are told apart
    /// by their offsets, which grow in the order they were kept.
    private struct Place {
        /// Where the record's bytes start, after its header.
        let offset: Int
        let key: Int32
        let length: UInt32
    }

    /// A record's header: its length and key, four bytes each.
    private static let headerSize = 8

    private(set) var count = 0
    /// Whether every record so far came with a key no lower than the one before.
    private var inKeyOrder = true
    private var lastKey = Int32.min
    /// Every record's place, once one came out of key order.
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

    /// Keeps `bytes` under `key`; records of equal keys come back in the order they were kept.
    mutating func append(key: Int, _ bytes: UnsafeBufferPointer<UInt8>) {
        let key = Int32(clamping: key)
        let length = UInt32(clamping: bytes.count)
        if inKeyOrder, key < lastKey {
            places = storedPlaces()
            inKeyOrder = false
        }
        lastKey = key
        let offset = spilled + pending.count + Self.headerSize
        if !inKeyOrder { places.append(Place(offset: offset, key: key, length: length)) }
        withUnsafeBytes(of: length.littleEndian) { pending.append(contentsOf: $0) }
        withUnsafeBytes(of: key.littleEndian) { pending.append(contentsOf: $0) }
        pending.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[0..<Int(length)]))
        count += 1
        if pending.count >= memoryLimit, !fileFailed { spill() }
    }

    /// Forgets every record, keeping the room in memory they took (and none of the file's).
    mutating func removeAll() {
        count = 0
        inKeyOrder = true
        lastKey = .min
        places.removeAll(keepingCapacity: true)
        pending.removeAll(keepingCapacity: true)
        spilled = 0
        file = nil
        fileFailed = false
    }

    /// Each record in key order, as bytes valid only during the call to `body`.
    mutating func forEachInOrder(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        forEachInOrder(ranking: nil) { _, bytes in body(bytes) }
    }

    /// Each record with its key, in the order of its key's `rank` (of its key when nil), records of one rank in the
    /// order they were kept; a rank other than the keys' own order reads every header once more.
    mutating func forEachInOrder(ranking rank: ((Int) -> Int)?, _ body: (_ key: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Void) {
        guard inKeyOrder, rank == nil else {
            if inKeyOrder {
                places = storedPlaces()
                inKeyOrder = false
            }
            if let rank {
                places.sort { (rank(Int($0.key)), $0.offset) < (rank(Int($1.key)), $1.offset) }
            } else {
                places.sort { ($0.key, $0.offset) < ($1.key, $1.offset) }
            }
            var reader = Reader(records: self)
            for place in places { reader.withBytes(at: place.offset, count: Int(place.length)) { body(Int(place.key), $0) } }
            return
        }
        var reader = Reader(records: self)
        var offset = 0
        while let (length, key) = reader.header(at: offset) {
            reader.withBytes(at: offset + Self.headerSize, count: length) { body(Int(key), $0) }
            offset += Self.headerSize + length
        }
    }

    /// The place of every record kept so far, read from their headers.
    private func storedPlaces() -> [Place] {
        var found: [Place] = []
        found.reserveCapacity(count + 1)
        var reader = Reader(records: self)
        var offset = 0
        while let (length, key) = reader.header(at: offset) {
            found.append(Place(offset: offset + Self.headerSize, key: key, length: UInt32(length)))
            offset += Self.headerSize + length
        }
        return found
    }

    /// Reads records from the file through a window of it, and from memory.
    private struct Reader {
        let records: KeptRecords
        /// A window of the file read at once: records read back in about the order they were written come from a
        /// few large reads rather than one per record.
        var window: [UInt8] = []
        var windowStart = 0

        init(records: KeptRecords) {
            self.records = records
        }

        /// The length and key of the record at `offset`; nil past the last record, or where the file cannot be read.
        mutating func header(at offset: Int) -> (length: Int, key: Int32)? {
            guard offset + KeptRecords.headerSize <= records.spilled + records.pending.count else { return nil }
            var header: (length: Int, key: Int32)?
            withBytes(at: offset, count: KeptRecords.headerSize) { bytes in
                guard bytes.count == KeptRecords.headerSize else { return }
                let raw = UnsafeRawBufferPointer(bytes)
                header = (Int(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self))), Int32(littleEndian: raw.loadUnaligned(fromByteOffset: 4, as: Int32.self)))
            }
            return header
        }

        /// Hands `body` the `count` bytes at `offset`, from memory or from the file.
        mutating func withBytes(at offset: Int, count: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
            if offset >= records.spilled {
                let start = offset - records.spilled
                records.pending.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<start + count])) }
                return
            }
            if offset < windowStart || offset + count > windowStart + window.count {
                windowStart = offset
                window = records.read(at: offset, count: max(count, records.memoryLimit))
            }
            let start = offset - windowStart
            window.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[min(start, $0.count)..<min(start + count, $0.count)])) }
        }
    }

    private mutating func spill() {
        do {
            let handle = try file ?? Self.makeFile()
            file = handle
            // At the end: a read of what was written (for the places of records out of order) moved the offset.
            try handle.seekToEnd()
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
