import EvidenceCLI
import EvidenceTestSupport
import Foundation
import Testing

/// The tests' ways of running a command: in this process, as a process started in a directory with an
/// environment would run it, many at once; or as the binary. A hung command fails its test with a
/// sentence and never holds the suite.
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

    /// Eight commands at once in this process, each in a directory of its own with a log of its own
    /// under the same relative name: each reads its own, names it as it was given, and the
    /// process's working directory is what it was.
    @Test func commandsInProcessReadRelativePathsInTheirOwnDirectory() throws {
        #if os(Linux)
        #expect(EvidenceCommandLine.runsInAnyDirectory)
        #endif
        let here = FileManager.default.currentDirectoryPath
        let directories = try (0..<8).map { index in
            let directory = try TemporaryDirectory()
            try directory.write("logs/test.log", (0...index).map { "Test Case '-[A.B test\($0)]' started.\nTest Case '-[A.B test\($0)]' passed (0.001 seconds).\n" }.joined())
            return directory
        }
        let paths = directories.map(\.path)
        final class Outcomes: @unchecked Sendable {
            let lock = NSLock()
            var byIndex: [Int: Result<EvidenceProcess.Outcome, any Error>] = [:]
        }
        let collected = Outcomes()
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let outcome = Result { try EvidenceProcess.run(["logs", "logs/test.log"], environment: EvidenceProcess.cleanEnvironment(), in: paths[index]) }
            collected.lock.withLock { collected.byIndex[index] = outcome }
        }
        let outcomes = try (0..<paths.count).map { try collected.byIndex[$0]!.get() }
        for (index, outcome) in outcomes.enumerated() {
            #expect(outcome.status == 0, "\(outcome.standardError)")
            #expect(outcome.standardOutput == "logs/test.log: \(index + 1) test\(index == 0 ? "" : "s"), \(index + 1) passed, 0 failed, 0 skipped, 0 flaky; build succeeded; 0 of \(2 * (index + 1)) lines unrecognised.\n")
        }
        #expect(FileManager.default.currentDirectoryPath == here)
    }

    /// What a command reads of its environment is what it was given, not this process's: the
    /// commit from a CI variable, and git found (or not) on the given PATH.
    @Test func commandsInProcessReadTheEnvironmentTheyAreGiven() throws {
        let directory = try TemporaryDirectory()
        try directory.write("in/x.log", "Test Case '-[A.B testC]' started.\nTest Case '-[A.B testC]' passed (0.001 seconds).\n")
        let sha = String(repeating: "ab", count: 20)
        let given = try EvidenceProcess.run(
            ["collect", "in", "-o", "run.tgz", "--sources", "none"], environment: EvidenceProcess.cleanEnvironment(["GITHUB_SHA": sha]), in: directory.path)
        #expect(given.status == 0, "\(given.standardError)")
        #expect(given.standardOutput.contains("; commit \(sha) (from GITHUB_SHA)."))
        // No CI variable and no git on the PATH it is given: unknown, whatever this process has.
        let bare = try EvidenceProcess.run(
            ["collect", "in", "-o", "bare.tgz", "--sources", "none"], environment: ["PATH": directory.path("no-bin")], in: directory.path)
        #expect(bare.status == 0, "\(bare.standardError)")
        #expect(bare.standardOutput.contains("; commit unknown: no --commit, no CI commit variable"), "\(bare.standardOutput)")
        #expect(bare.standardOutput.contains("git is not installed"), "\(bare.standardOutput)")
    }

    /// The in-process run is the binary's: the same bytes and status for the same command.
    @Test func theBinaryAndTheInProcessRunAgree() throws {
        let environment = EvidenceProcess.cleanEnvironment()
        for arguments in [["logs", "samples/sample-run/junit.xml"], ["rules"], ["--version"], ["triage", "missing.tgz"], ["colect"]] {
            let inProcess = try EvidenceProcess.run(arguments, environment: environment)
            let launched = try EvidenceProcess.launch(arguments, environment: environment)
            #expect(inProcess.status == launched.status, "\(arguments)")
            #expect(inProcess.standardOutputBytes == launched.standardOutputBytes, "\(arguments)")
            #expect(inProcess.standardError == launched.standardError, "\(arguments)")
        }
    }
}
