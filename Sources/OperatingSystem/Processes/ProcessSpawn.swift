#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Starting a worker process: the one place that knows how each platform's `posix_spawn` is told which descriptors
/// the child keeps.
///
/// A child of `posix_spawn` inherits every descriptor of its parent that is not marked close-on-exec, on Linux as
/// on macOS; our own are all marked, but a host program or a library it loaded may have opened others. A worker
/// gets the descriptors it is handed and nothing else, so it never holds another process's pipe open.
package enum ProcessSpawn {
    /// Starts `executable` with `arguments` (the program's name first) and `environment` (`NAME=value` each) in a
    /// process group of its own; in the child, each `handed` pair's `parent` descriptor is at the number `child`,
    /// and no other descriptor is open.
    package static func start(
        _ executable: String, arguments: [String], environment: [String], handed: [(parent: Int32, child: Int32)]
    ) throws(SystemError) -> ChildProcess {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        for pair in handed { posix_spawn_file_actions_adddup2(&actions, pair.parent, pair.child) }
        var flags = Int32(POSIX_SPAWN_SETPGROUP)
        #if canImport(Darwin)
        // Darwin closes every descriptor but those the file actions name.
        flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #else
        // Linux has no such flag: the descriptors above the handed ones are closed by a file action.
        closeAbove(handed.map(\.child).max() ?? 2, actions: &actions)
        #endif
        posix_spawnattr_setflags(&attributes, Int16(flags))
        posix_spawnattr_setpgroup(&attributes, 0)

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else { throw SystemError(number: result) }
        return ChildProcess(pid: pid)
    }

    /// The calling process's environment, `NAME=value` each.
    package static func currentEnvironment() -> [String] {
        #if canImport(Darwin)
        // Darwin gives a program its environment through a function, not the `environ` variable.
        var entry: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = _NSGetEnviron().pointee
        #else
        var entry: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        #endif
        var entries: [String] = []
        while let pointer = entry?.pointee {
            entries.append(String(cString: pointer))
            entry = entry?.advanced(by: 1)
        }
        return entries
    }

    #if !canImport(Darwin)
    /// Adds a file action closing every descriptor above `highest`: glibc's `posix_spawn_file_actions_addclosefrom_np`
    /// (2.34 on), found at run time so the tool still starts on an older C library, where each descriptor open
    /// without close-on-exec is closed by name instead.
    private static func closeAbove(_ highest: Int32, actions: inout posix_spawn_file_actions_t) {
        typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
            _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, highest + 1)
            return
        }
        for fd in inheritedDescriptors(above: highest) { posix_spawn_file_actions_addclose(&actions, fd) }
    }

    /// The descriptors above `highest` that a child would inherit: open, and not marked close-on-exec.
    package static func inheritedDescriptors(above highest: Int32) -> [Int32] {
        guard let folder = opendir("/proc/self/fd") else { return [] }
        defer { closedir(folder) }
        let listing = dirfd(folder)
        var found: [Int32] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let fd = Int32(name), fd > highest, fd != listing, fcntl(fd, F_GETFD) & FD_CLOEXEC == 0 else { continue }
            found.append(fd)
        }
        return found
    }
    #endif
}
