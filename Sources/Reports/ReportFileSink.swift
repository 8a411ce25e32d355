import BDDRuntime
import Dispatch
import OperatingSystem

/// A report being written as the run goes, so a long run's report never sits whole in memory: buffered writes to
/// a temporary file beside the report, renamed over it by `commit()` (or, for a FIFO or device, to it directly).
///
/// The first write error is kept and thrown by `commit()`, which then leaves whatever was at the path in place.
public final class ReportFileSink {
    private let path: String
    private var descriptor: Int32
    private let temporary: String?
    private let target: String
    private var pending: [UInt8] = []
    private var failure: String?
    /// Bytes written since the kernel was last asked to start writing them to disk.
    private var unsynced = 0
    /// Whether writing may wait for the disk as it goes: set for a report formatted on a thread of its own, where
    /// waiting holds back only that thread, so `commit()` is left only the last megabytes to wait for.
    var waitsForDisk = false
    /// Takes the open descriptor of the report `commit()` replaced, to close on another thread (see `commit()`).
    var releaseReplaced: (Int32) -> Void = ReportFileSink.closeOnAnotherThread

    init(path: String, descriptor: Int32, temporary: String?, target: String) {
        self.path = path
        self.descriptor = descriptor
        self.temporary = temporary
        self.target = target
        pending.reserveCapacity(1 << 16)
    }

    deinit {
        abandon()
    }

    /// Appends `text` to the report.
    public func write(_ text: String) {
        guard failure == nil else { return }
        pending.append(contentsOf: text.utf8)
        if pending.count >= 1 << 16 { flush() }
    }

    /// Appends UTF-8 `bytes` to the report.
    public func write(bytes: UnsafeBufferPointer<UInt8>) {
        guard failure == nil else { return }
        pending.append(contentsOf: bytes)
        if pending.count >= 1 << 16 { flush() }
    }

    /// Writes out what is left, makes it durable and puts the report in place; throws naming the path as typed.
    public func commit() throws(ReportWriteError) {
        flush()
        if failure == nil, temporary != nil {
            do throws(SystemError) { try FileDescriptor.sync(descriptor) } catch { failure = error.reason }
        }
        FileDescriptor.close(descriptor)
        descriptor = -1
        if let failure {
            if let temporary { FileSystem.remove(temporary) }
            throw ReportWriteError(path: path, reason: failure)
        }
        guard let temporary else { return }
        // The report replaced is let go on another thread: the rename dropping the last link of a large file frees
        // its blocks there and then, which would delay the run's first scenario by as long as a large report takes to
        // free. Held open, the old file is freed by the close.
        let previous = FileSystem.openToHold(target)
        do throws(SystemError) {
            try FileSystem.rename(temporary, to: target)
        } catch {
            FileSystem.remove(temporary)
            if let previous { FileDescriptor.close(previous) }
            throw ReportWriteError(path: path, reason: error.reason)
        }
        if let previous { releaseReplaced(previous) }
    }

    private static func closeOnAnotherThread(_ descriptor: Int32) {
        DispatchQueue.global(qos: .utility).async { FileDescriptor.close(descriptor) }
    }

    /// Gives up on the report: the temporary file goes, whatever was at the path stays.
    public func abandon() {
        guard descriptor >= 0 else { return }
        FileDescriptor.close(descriptor)
        descriptor = -1
        if let temporary { FileSystem.remove(temporary) }
    }

    private func flush() {
        guard !pending.isEmpty, failure == nil, descriptor >= 0 else { return }
        if !FileDescriptor.writeAll(pending, to: descriptor) { failure = SystemError.last.reason }
        unsynced += pending.count
        pending.removeAll(keepingCapacity: true)
        // A run's message stream can be 100 MB: written to disk as it goes, it leaves `commit()`'s fsync only its
        // last megabytes to wait for. Starting the writing (without waiting) left `fsync` 0.13 s of 133 MB on
        // this machine's disk; waiting for each 16 MB on the report's own thread leaves it 0.03 s.
        if waitsForDisk, unsynced >= Self.waitedInterval, temporary != nil {
            do throws(SystemError) { try FileDescriptor.syncData(descriptor) } catch { failure = error.reason }
            unsynced = 0
        } else if !waitsForDisk, unsynced >= Self.writebackInterval, temporary != nil {
            FileDescriptor.startWriteback(descriptor)
            unsynced = 0
        }
    }

    private static let writebackInterval = 8 << 20
    private static let waitedInterval = 16 << 20
}
