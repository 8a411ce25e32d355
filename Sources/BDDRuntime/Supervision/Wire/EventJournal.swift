import OperatingSystem

/// Memory that a worker and its coordinator share, holding the event lines the worker has not written to its
/// events pipe yet, so the worker can send a test case's events in one write and still lose none when it dies.
///
/// The worker appends each line here and writes the lot to the pipe when a test case ends (or sooner, see
/// `EventChannel`). The coordinator reads the journal only once the worker has ended, when nothing can change it
/// any more, and takes the lines the pipe never carried. The header says where the journal's bytes sit in the
/// whole stream, so a worker that died between writing the pipe and emptying the journal is not heard twice.
final class EventJournal {
    /// Where the journal's first byte sits in the worker's whole event stream.
    private static let startOffset = 0
    /// How many bytes the journal holds.
    private static let lengthOffset = 8
    private static let headerSize = 16

    /// The descriptor of the shared memory: the worker finds it at this number.
    static let workerDescriptor: Int32 = 3
    /// Room for a few test cases' events; a line that does not fit goes to the pipe at once.
    static let defaultCapacity = 1 << 16

    private let memory: SharedMemory
    private let base: UnsafeMutableRawPointer
    private let size: Int
    /// The descriptor the worker is handed.
    var descriptor: Int32 { memory.descriptor }

    private init(memory: SharedMemory) {
        self.memory = memory
        base = memory.base
        size = memory.size
    }

    /// A new, empty journal for a worker about to start; nil when the system refuses (the worker then writes
    /// every step to its pipe as it happens).
    static func create(capacity: Int = defaultCapacity) -> EventJournal? {
        // Above the three standard descriptors and the worker's journal number, so spawning can always place it.
        SharedMemory.create(size: headerSize + capacity, inFolder: folder(environment: EnvironmentVariables.value(of:)), descriptorAtLeast: 10)
            .map(EventJournal.init(memory:))
    }

    /// Where the journal's file is made, for the moment before it is unlinked: the test's private `TEST_TMPDIR`
    /// under `bazel test` (its Test Encyclopedia keeps a test's temporary files there), else `TMPDIR`, else `/tmp`.
    static func folder(environment: (String) -> String?) -> String {
        for name in ["TEST_TMPDIR", "TMPDIR"] {
            if let folder = environment(name), !folder.isEmpty { return folder }
        }
        return "/tmp"
    }

    /// The journal the coordinator gave this worker at `descriptor`; nil when it is not one.
    static func open(descriptor: Int32) -> EventJournal? {
        SharedMemory.open(descriptor: descriptor, largerThan: headerSize).map(EventJournal.init(memory:))
    }

    private var start: UInt64 {
        get { base.load(fromByteOffset: Self.startOffset, as: UInt64.self) }
        set { base.storeBytes(of: newValue, toByteOffset: Self.startOffset, as: UInt64.self) }
    }

    /// How many bytes wait in the journal.
    private(set) var length: Int {
        get { Int(base.load(fromByteOffset: Self.lengthOffset, as: UInt64.self)) }
        set { base.storeBytes(of: UInt64(newValue), toByteOffset: Self.lengthOffset, as: UInt64.self) }
    }

    private var capacity: Int { size - Self.headerSize }

    // MARK: - The worker's side

    /// Adds `bytes` after what waits; false, adding nothing, when they do not fit.
    func append(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let used = length
        guard bytes.count <= capacity - used else { return false }
        if let source = bytes.baseAddress {
            (base + Self.headerSize + used).copyMemory(from: source, byteCount: bytes.count)
        }
        // The length grows only once the bytes are in place, so a death in between adds nothing half-written.
        length = used + bytes.count
        return true
    }

    /// Hands what waits to `write`; once it returns true the journal is empty and its bytes count as sent.
    func drain(_ write: (UnsafeRawBufferPointer) -> Bool) -> Bool {
        let used = length
        guard used > 0 else { return true }
        guard write(UnsafeRawBufferPointer(start: base + Self.headerSize, count: used)) else { return false }
        // Emptied before moving the start on: a death between the two leaves an empty journal, never old bytes
        // that claim to come later in the stream.
        length = 0
        start += UInt64(used)
        return true
    }

    /// Marks `count` bytes written straight to the pipe, around the journal.
    func skip(_ count: Int) {
        start += UInt64(count)
    }

    // MARK: - The coordinator's side

    /// The bytes of the stream after its first `received`, which the pipe never carried; read once the worker ended.
    func unsent(after received: Int) -> [UInt8] {
        let first = Int(clamping: start)
        let used = min(max(length, 0), capacity)
        let end = first + used
        guard end > received, received >= first else { return [] }
        let from = received - first
        return Array(UnsafeRawBufferPointer(start: base + Self.headerSize + from, count: used - from))
    }
}
