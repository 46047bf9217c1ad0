import EvidenceTestSupport
import Foundation
import Testing

/// The tests' way of running a command: a hung command is killed and says so, and never holds the suite.
@Suite struct EvidenceProcessTests {
    @Test func aCommandThatHangsIsKilledAndSaysSo() throws {
        let started = Date()
        let outcome = try EvidenceProcess.run(executable: "/bin/sleep", ["30"], timeout: 0.5)
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(outcome.status != 0)
        #expect(outcome.standardError.contains("[EvidenceProcess] killed after 0 s: `/bin/sleep 30` did not finish."))
    }

    @Test func aCommandThatFinishesIsNotTouched() throws {
        let outcome = try EvidenceProcess.run(executable: "/bin/sh", ["-c", "echo done; exit 3"], timeout: 30)
        #expect(outcome.status == 3)
        #expect(outcome.standardOutput == "done\n")
        #expect(outcome.standardError.isEmpty)
    }
}
