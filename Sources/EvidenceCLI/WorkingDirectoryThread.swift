#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import CommandLayer
import Dispatch
import EvidenceKit

/// Runs work on a thread of its own whose working directory is not the process's: every relative
/// path it opens, and every program it starts, is then relative to that directory, while the
/// process's other threads keep theirs. Linux gives a thread a working directory of its own with
/// `unshare(CLONE_FS)`; the threads it starts (collect's workers) share it. A command run in the
/// tests' process needs it to read its arguments as a process started in that directory would:
/// the paths it prints and archives are the ones it was given, not absolute ones.
enum WorkingDirectoryThread {
    /// `CLONE_FS` (sched.h): the filesystem context, the working directory among it.
    private static let cloneFilesystem: Int32 = 0x200

    /// `unshare`, found by name (sched.h declares it only for _GNU_SOURCE); nil where there is none.
    private static let unshare: (@convention(c) (Int32) -> Int32)? = {
        #if os(Linux)
        guard let symbol = dlsym(nil, "unshare") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
        #else
        return nil
        #endif
    }()

    /// Why a thread could not be given `directory`: nil when it was.
    private static func enter(_ directory: String) -> String? {
        guard let unshare else { return "this system gives a thread no working directory of its own" }
        guard unshare(cloneFilesystem) == 0 else { return "unshare(CLONE_FS) failed: \(String(cString: strerror(errno)))" }
        guard chdir(directory) == 0 else { return String(cString: strerror(errno)) }
        return nil
    }

    /// Whether `run` can work here (tried once, on a thread of its own).
    static let isAvailable: Bool = (try? run(in: "/") { 0 }) == 0

    struct Refused: Error {
        var reason: String
    }

    /// What the thread is given and gives back; read by the caller once the thread has ended.
    private final class Work: @unchecked Sendable {
        let directory: String
        let body: () -> Int32
        var result: Int32?
        var refusal: String?
        init(directory: String, body: @escaping () -> Int32) {
            self.directory = directory
            self.body = body
        }

        func run() {
            if let refusal = WorkingDirectoryThread.enter(directory) {
                self.refusal = refusal
            } else {
                result = body()
            }
        }
    }

    /// Runs `body` (a command, to its exit status) on a new thread whose working directory is
    /// `directory`, and waits for it.
    static func run(in directory: String, _ body: @escaping () -> Int32) throws -> Int32 {
        let work = Work(directory: directory, body: body)
        let finished = DispatchSemaphore(value: 0)
        guard WorkerThread.start({
            work.run()
            finished.signal()
        }) else { throw Refused(reason: "no thread could be started") }
        finished.wait()
        if let refusal = work.refusal { throw Refused(reason: refusal) }
        return work.result ?? ExitStatus.software.rawValue
    }
}
