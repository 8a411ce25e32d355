#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path names, as the file system says.
package enum FileKind: Sendable, Equatable {
    case regular, folder, link, fifo, characterDevice, blockDevice, socket, other

    /// The kind a `stat` mode gives.
    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .folder
        case S_IFLNK: self = .link
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        default: self = .other
        }
    }

    /// The kind a directory entry's type byte gives; nil when the file system left it unknown.
    init?(entryType: UInt8) {
        switch Int32(entryType) {
        case Int32(DT_UNKNOWN): return nil
        case Int32(DT_REG): self = .regular
        case Int32(DT_DIR): self = .folder
        case Int32(DT_LNK): self = .link
        case Int32(DT_FIFO): self = .fifo
        case Int32(DT_CHR): self = .characterDevice
        case Int32(DT_BLK): self = .blockDevice
        case Int32(DT_SOCK): self = .socket
        default: self = .other
        }
    }
}
