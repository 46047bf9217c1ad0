#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program to its end and reads one of its outputs, on the caller's thread alone: Foundation's
/// `Process` watches its children from a thread of its own, and when that thread cannot start (a
/// memory limit, `ulimit -v`) `waitUntilExit` never returns. `posix_spawnp`, the pipe read to its
/// end, `waitpid`. The child starts with no signal blocked and the common signals at their default:
/// a test runner blocks SIGTERM, a CI step may ignore SIGPIPE or SIGINT, and a child that inherited
/// that could not be stopped (git past its `timeout`) or would write on past a closed pipe.
package enum ChildProcess {
    /// Reset to their default action in the child, whatever this process does with them. SIGCHLD
    /// too: ignored, it makes the child's own `waitpid` fail (git waits for its helpers).
    static let defaultSignals: [Int32] = [SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGTERM, SIGALRM, SIGUSR1, SIGUSR2, SIGCHLD]

    package enum Stream: Sendable {
        case output
        case error
    }

    /// The program's exit status (127 when it cannot be run at all, as a shell says) and what it
    /// wrote on `captured`; its other output goes to /dev/null, its input reads /dev/null. `arguments[0]`
    /// is looked for on `environment`'s PATH (not this process's: `posix_spawnp` would read that).
    package static func run(_ arguments: [String], environment: [String: String], capturing captured: Stream) -> (status: Int32, text: String) {
        var pipeEnds: [Int32] = [0, 0]
        guard let program = arguments.first.flatMap({ executable($0, searching: environment["PATH"]) }), pipe(&pipeEnds) == 0 else { return (127, "") }
        let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
        // Neither end may leak into another child spawned meanwhile (whose copy of the write end would
        // keep this read from ever ending): the child gets its end through the dup2 below.
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
        let target: Int32 = captured == .output ? 1 : 2
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 3 - target, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, target)
        posix_spawn_file_actions_addclose(&actions, writeEnd)
        posix_spawn_file_actions_addclose(&actions, readEnd)
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t?
        #else
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in defaultSignals { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child = pid_t()
        let spawned = posix_spawn(&child, program, &actions, &attributes, argv, envp)
        close(writeEnd)
        guard spawned == 0 else {
            close(readEnd)
            return (127, "")
        }
        var text: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { SystemCall.read(readEnd, $0.baseAddress!, $0.count) }
            guard count > 0 else { break }
            text.append(contentsOf: buffer[0..<count])
        }
        close(readEnd)
        var status: Int32 = 0
        var waited = waitpid(child, &status, 0)
        while waited < 0, errno == EINTR { waited = waitpid(child, &status, 0) }
        // Its status unknown (`ECHILD`): not a success.
        guard waited == child else { return (127, String(decoding: text, as: UTF8.self)) }
        // Exited: its code; killed by a signal: 128 and the signal, as a shell says.
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (exitStatus, String(decoding: text, as: UTF8.self))
    }

    /// `name` itself when it holds a slash, else the first executable file of that name in `path`'s
    /// directories (an empty one is the working directory, as a shell reads it; no PATH, the shell's
    /// default); nil when there is none.
    static func executable(_ name: String, searching path: String?) -> String? {
        if name.contains("/") { return name }
        for directory in (path ?? "/usr/bin:/bin").split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = (directory.isEmpty ? "." : String(directory)) + "/" + name
            var info = stat()
            if stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}
