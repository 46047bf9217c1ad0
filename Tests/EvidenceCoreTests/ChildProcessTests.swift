@testable import EvidenceCore
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `ChildProcess` starts (git, for the commit) gets no blocked signal from the thread that
/// starts it (issue 28): the test runner blocks SIGTERM, and git inherited that and outlived its
/// `timeout`. The mask is the thread's own, so these tests change nothing of the process; ignored
/// signals, which are the process's, are `CollectCommandTests.gitStartsWithTheSignalsAtTheirDefault`'s.
@Suite struct ChildProcessTests {
    static let checked: [(name: String, number: Int32)] = [("TERM", SIGTERM), ("INT", SIGINT), ("HUP", SIGHUP), ("PIPE", SIGPIPE), ("QUIT", SIGQUIT)]

    /// Each signal a shell sends itself ends it, as its default action does (128 + the signal),
    /// although the thread that started the shell blocks it.
    @Test func aChildEndsOnTheSignalsItsThreadBlocks() {
        let outcomes = Self.fromBlockingThread {
            Self.checked.map { signal in
                ChildProcess.run(["sh", "-c", "kill -\(signal.name) $$; echo survived"], environment: ["PATH": "/usr/bin:/bin"], capturing: .output)
            }
        }
        for (signal, outcome) in zip(Self.checked, outcomes) {
            #expect(outcome.status == 128 + signal.number, "SIG\(signal.name): exit \(outcome.status)")
            #expect(!outcome.text.contains("survived"), "SIG\(signal.name)")
        }
    }

    #if os(Linux)
    /// The child's own view: no signal `ChildProcess` resets is blocked (`SigBlk` of /proc).
    @Test func aChildSeesNoSignalBlocked() throws {
        let outcome = Self.fromBlockingThread {
            ChildProcess.run(["cat", "/proc/self/status"], environment: ["PATH": "/usr/bin:/bin"], capturing: .output)
        }
        #expect(outcome.status == 0)
        let line = try #require(outcome.text.split(separator: "\n").first { $0.hasPrefix("SigBlk:") })
        let mask = try #require(UInt64(line.dropFirst("SigBlk:".count).trimmingCharacters(in: .whitespaces), radix: 16))
        for signal in ChildProcess.defaultSignals {
            #expect(mask & (1 << UInt64(signal - 1)) == 0, "\(line) has signal \(signal)")
        }
    }
    #endif

    /// Runs `body` on a thread of its own that blocks every signal `ChildProcess` resets.
    static func fromBlockingThread<T>(_ body: @escaping @Sendable () -> T) -> T {
        let outcome = Outcome<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            var blocked = sigset_t()
            sigemptyset(&blocked)
            for signal in ChildProcess.defaultSignals { sigaddset(&blocked, signal) }
            pthread_sigmask(SIG_BLOCK, &blocked, nil)
            outcome.value = body()
            done.signal()
        }
        thread.start()
        done.wait()
        return outcome.value!
    }

    /// What the thread hands back, read after it signals.
    final class Outcome<T>: @unchecked Sendable { var value: T? }
}
