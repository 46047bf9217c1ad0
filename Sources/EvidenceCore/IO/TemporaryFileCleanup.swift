#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Removes the temporary output when the process is interrupted (SIGINT, SIGTERM, SIGHUP), so a
/// cancelled CI step does not leave `.run.tgz.tmp-*` behind. Only async-signal-safe calls in the handler.
/// Only in the executable, which runs one command (`enable()` in `main`); a process that runs
/// commands in itself, several at once (the tests), registers nothing: its signals are not one
/// command's, nor is the one slot.
package enum TemporaryFileCleanup {
    private static let slotSize = 4096
    nonisolated(unsafe) private static let slot: UnsafeMutablePointer<CChar> = {
        let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: slotSize)
        pointer.initialize(repeating: 0, count: slotSize)
        return pointer
    }()
    nonisolated(unsafe) private static var enabled = false
    nonisolated(unsafe) private static var installed = false

    /// Once, in the executable's `main`, before the command runs. The handlers themselves are
    /// installed when the first temporary output is registered, as before: a command that writes
    /// none leaves the signals as its caller set them.
    package static func enable() {
        enabled = true
    }

    static func register(_ path: String) {
        let bytes = Array(path.utf8CString)
        guard enabled, bytes.count <= slotSize else { return }
        for (index, byte) in bytes.enumerated() { slot[index] = byte }
        if !installed {
            installed = true
            for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
                signal(signalNumber) { number in
                    if TemporaryFileCleanup.slot[0] != 0 { unlink(TemporaryFileCleanup.slot) }
                    signal(number, SIG_DFL)
                    raise(number)
                }
            }
        }
    }

    static func unregister(_ path: String) {
        guard enabled else { return }
        slot[0] = 0
    }
}
