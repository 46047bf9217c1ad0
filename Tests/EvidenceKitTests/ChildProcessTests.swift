@testable import EvidenceCore
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `ChildProcess` starts (git, for the commit) gets the signals' defaults, not its parent's
/// state (issue 28): the test runner blocks SIGTERM, a CI step may ignore SIGINT or SIGPIPE, and a
/// child that inherited that outlived its `timeout` or wrote on past a closed pipe.
@Suite(.serialized) struct ChildProcessTests {
    static let checked: [(name: String, number: Int32)] = [("TERM", SIGTERM), ("INT", SIGINT), ("HUP", SIGHUP), ("PIPE", SIGPIPE), ("QUIT", SIGQUIT)]

    /// Each signal a shell sends itself ends it, as a default action does (128 + the signal), although
    /// the thread that started it blocked the signal and the process ignored it.
    @Test func aChildEndsOnTheSignalsItsParentBlocksAndIgnores() {
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
    /// The child's own view of every signal `ChildProcess` resets: none blocked (`SigBlk`), none
    /// ignored (`SigIgn`), read from /proc by the child itself.
    @Test func aChildSeesNoSignalBlockedOrIgnored() throws {
        let outcome = Self.fromBlockingThread {
            ChildProcess.run(["cat", "/proc/self/status"], environment: ["PATH": "/usr/bin:/bin"], capturing: .output)
        }
        #expect(outcome.status == 0)
        for field in ["SigBlk", "SigIgn"] {
            let line = try #require(outcome.text.split(separator: "\n").first { $0.hasPrefix(field + ":") })
            let mask = try #require(UInt64(line.dropFirst(field.count + 1).trimmingCharacters(in: .whitespaces), radix: 16))
            for signal in ChildProcess.defaultSignals {
                #expect(mask & (1 << UInt64(signal - 1)) == 0, "\(field) \(line) has signal \(signal)")
            }
        }
    }
    #endif

    /// Runs `body` on a thread of its own that blocks every signal `ChildProcess` resets, while this
    /// process ignores those of `checked` but SIGTERM (whose action the test runner keeps: it is
    /// blocked here instead); the dispositions are put back after.
    static func fromBlockingThread<T>(_ body: @escaping @Sendable () -> T) -> T {
        let outcome = Outcome<T>()
        let done = DispatchSemaphore(value: 0)
        let ignored = checked.map(\.number).filter { $0 != SIGTERM }
        var previous: [sigaction] = []
        for signal in ignored {
            var ignore = sigaction(), old = sigaction()
            #if canImport(Darwin)
            ignore.__sigaction_u.__sa_handler = SIG_IGN
            #else
            ignore.__sigaction_handler.sa_handler = SIG_IGN
            #endif
            sigaction(signal, &ignore, &old)
            previous.append(old)
        }
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
        for (signal, old) in zip(ignored, previous) {
            var old = old
            sigaction(signal, &old, nil)
        }
        return outcome.value!
    }

    /// What the thread hands back, read after it signals.
    final class Outcome<T>: @unchecked Sendable { var value: T? }
}
