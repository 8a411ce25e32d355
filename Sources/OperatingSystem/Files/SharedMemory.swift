#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Memory mapped from a file that has no name, shared by the process that made it and a child handed its
/// descriptor: unmapped and closed when let go.
package final class SharedMemory {
    /// The descriptor of the file behind the memory, closed on `exec` (a child gets it by being handed it).
    package let descriptor: Int32
    /// The first byte.
    package let base: UnsafeMutableRawPointer
    /// How many bytes there are.
    package let size: Int

    private init(descriptor: Int32, base: UnsafeMutableRawPointer, size: Int) {
        self.descriptor = descriptor
        self.base = base
        self.size = size
    }

    deinit {
        munmap(base, size)
        FileDescriptor.close(descriptor)
    }

    /// `size` zeroed bytes in a file made in `folder` and unlinked at once, its descriptor numbered
    /// `descriptorAtLeast` or above; nil when the system refuses.
    package static func create(size: Int, inFolder folder: String, descriptorAtLeast lowest: Int32) -> SharedMemory? {
        var template = Array((folder + "/bdd-shared-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard made >= 0 else { return nil }
        // Nothing but the processes sharing it ever needs the file by name.
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        let fd = try? FileDescriptor.duplicate(made, atLeast: lowest)
        FileDescriptor.close(made)
        // Written out rather than sized with ftruncate: a file with holes on a full disk would kill its user with
        // SIGBUS at the first store, where a failed write here only costs the memory.
        guard let fd, FileDescriptor.writeAll([UInt8](repeating: 0, count: size), to: fd) else {
            if let fd { FileDescriptor.close(fd) }
            return nil
        }
        return map(fd, size: size)
    }

    /// The memory of the file open at `descriptor`, taking the descriptor over; nil when it holds no more than
    /// `minimumSize` bytes or cannot be mapped.
    package static func open(descriptor: Int32, largerThan minimumSize: Int) -> SharedMemory? {
        guard let status = FileStatus(descriptor: descriptor), Int(status.size) > minimumSize else { return nil }
        return map(descriptor, size: Int(status.size))
    }

    private static func map(_ fd: Int32, size: Int) -> SharedMemory? {
        guard let base = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), base != MAP_FAILED else {
            FileDescriptor.close(fd)
            return nil
        }
        return SharedMemory(descriptor: fd, base: base, size: size)
    }
}
