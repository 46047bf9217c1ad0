import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// collect against hostile or awkward inputs (issue 12, items 4, 7 and 8): links out of the inputs,
/// unreadable files, outputs that are not regular files or are inputs, look-alike names.
@Suite struct CollectHardeningTests {
    let environment = EvidenceProcess.cleanEnvironment(["SOURCE_DATE_EPOCH": "1700000000"])

    func collect(_ arguments: [String], in directory: String? = nil) throws -> EvidenceProcess.Outcome {
        try EvidenceProcess.run(["collect"] + arguments + ["--commit", "abc1234"], environment: environment, in: directory)
    }

    func manifest(_ archive: String) throws -> Manifest {
        let entry = try #require(try ArchiveRewriter.entries(of: archive).first)
        return try Manifest.decode(entry.contents, archive: archive)
    }

    /// Links met while walking: to a file outside the input, to a directory named like a bundle
    /// (`-> /etc`): not archived, named with the reason. A link inside the input is followed.
    @Test func linksOutOfTheInputAreNotFollowed() throws {
        let directory = try TemporaryDirectory()
        try directory.write("in/build.log", "Test Case 'a' started.\n")
        let secret = try directory.write("outside/shadow", "root:$6$secret:19000:0:99999:7:::\n")
        symlink(secret, directory.path("in/shadow.log"))
        symlink("/etc", directory.path("in/X.xcresult"))
        symlink(directory.path("outside"), directory.path("in/Keys.xcresult"))
        symlink("build.log", directory.path("in/same.log"))
        let archive = directory.path("run.tgz")
        let outcome = try collect([directory.path("in"), "--output", archive])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let manifest = try manifest(archive)
        #expect(manifest.entries.map(\.path) == ["logs/build.log"])
        #expect(manifest.skipped == [
            SkippedInput(path: "in/Keys.xcresult", reason: .linkToNonBundleDirectory),
            SkippedInput(path: "in/X.xcresult", reason: .linkToNonBundleDirectory),
            SkippedInput(path: "in/shadow.log", reason: .linkOutsideInput(target: secret)),
        ])
        #expect(outcome.standardError.contains("warning: skipped in/shadow.log: symbolic link to \(secret), outside the input, not followed."))
        let bytes = try Data(contentsOf: URL(fileURLWithPath: archive))
        #expect(bytes.range(of: Data("$6$secret".utf8)) == nil)
    }

    /// A link to a real result bundle elsewhere (xcodebuild's -resultBundlePath into DerivedData)
    /// is followed, whether named on the command line or met while walking; a link named on the
    /// command line that only looks like a bundle is refused.
    @Test func aLinkToARealResultBundleIsFollowed() throws {
        let directory = try TemporaryDirectory()
        let bundle = try SyntheticXCResult(at: directory.path("DerivedData/Logs/Test/Run.xcresult"))
        _ = try bundle.writeTestRun(tests: [("testA()", "Failure", "boom")])
        try directory.write("in/build.log", "Test Case 'a' started.\n")
        symlink(bundle.path, directory.path("in/Result.xcresult"))
        let walked = directory.path("walked.tgz")
        #expect(try collect([directory.path("in"), "--output", walked]).status == 0)
        #expect(try manifest(walked).entries.contains { $0.path.hasPrefix("xcresult/Result.xcresult/") })
        let named = directory.path("named.tgz")
        #expect(try collect([directory.path("in/Result.xcresult"), "--output", named]).status == 0)
        #expect(try manifest(named).entries.contains { $0.path.hasPrefix("xcresult/Result.xcresult/") })
        symlink("/etc", directory.path("Fake.xcresult"))
        let refused = try collect([directory.path("Fake.xcresult"), "--output", directory.path("fake.tgz")])
        #expect(refused.status == 65)
        #expect(refused.standardError == "error: Cannot archive \(directory.path("Fake.xcresult")): it is a symbolic link to /etc, which is not a result bundle.\n")
    }

    /// The manifest's bytes do not depend on how the input was spelled.
    @Test func skippedPathsAreRelativeToTheInput() throws {
        let directory = try TemporaryDirectory()
        try directory.write("in/build.log", "Test Case 'a' started.\n")
        try directory.write("in/notes.txt", "nothing to see\n")
        #expect(try collect(["in", "--output", "a.tgz"], in: directory.path).status == 0)
        #expect(try collect(["./in/", "--output", "b.tgz"], in: directory.path).status == 0)
        #expect(try collect([directory.path("in"), "--output", "c.tgz"], in: directory.path).status == 0)
        let bytes = try ["a.tgz", "b.tgz", "c.tgz"].map { try Data(contentsOf: URL(fileURLWithPath: directory.path($0))) }
        #expect(bytes[0] == bytes[1] && bytes[1] == bytes[2])
        #expect(try manifest(directory.path("a.tgz")).skipped.map(\.path) == ["in/notes.txt"])
    }

    /// `café.log` composed and decomposed are two files (the archive holds names composed): two
    /// logs are both archived under two names; two files of a bundle, whose names are kept, give
    /// one archived and one named under `skipped` — never one silently dropped.
    @Test func namesDifferingOnlyByNormalisationAreNeverSilentlyDropped() throws {
        let directory = try TemporaryDirectory()
        try directory.write("in/caf\u{E9}.log", "Test Case 'composed' started.\n")
        try directory.write("in/cafe\u{301}.log", "Test Case 'decomposed' started.\n")
        let bundle = try SyntheticXCResult(at: directory.path("in/Run.xcresult"))
        _ = try bundle.writeTestRun(tests: [("testA()", "Success", nil)])
        try directory.write("in/Run.xcresult/caf\u{E9}.txt", "one\n")
        try directory.write("in/Run.xcresult/cafe\u{301}.txt", "two\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path("in")).count == 3)
        let archive = directory.path("run.tgz")
        let outcome = try collect([directory.path("in"), "--output", archive])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let manifest = try manifest(archive)
        #expect(manifest.entries.filter { $0.path.hasPrefix("logs/") }.map(\.path) == ["logs/caf\u{E9}-2.log", "logs/caf\u{E9}.log"])
        #expect(manifest.entries.filter { $0.path.hasSuffix(".txt") }.count == 1)
        #expect(manifest.skipped.map(\.path) == ["in/Run.xcresult/cafe\u{301}.txt"])
        #expect(manifest.skipped.first?.reason.sentence == "its name differs from another file's only by Unicode normalisation, and the archive cannot hold both")
        let verify = try EvidenceProcess.run(["verify", archive], environment: environment)
        #expect(verify.status == 0, "\(verify.standardError)")
    }

    /// --output never replaces a fifo, a link's target or one of the inputs; `/dev/null` (a
    /// character device) is written as it is — a run whose output is thrown away.
    @Test func outputsThatAreNotOursToReplaceAreRefused() throws {
        let directory = try TemporaryDirectory()
        let log = try directory.write("in/build.log", "Test Case 'a' started.\n")
        let target = try directory.write("elsewhere.tgz", "keep me\n")
        symlink(target, directory.path("link.tgz"))
        mkfifo(directory.path("pipe.tgz"), 0o600)
        let cases: [([String], Int32, String)] = [
            ([directory.path("in"), "--output", directory.path("pipe.tgz")], 74,
             "error: Cannot write \(directory.path("pipe.tgz")): it is a fifo or socket, not a regular file or a character device.\n"),
            ([directory.path("in"), "--output", directory.path("link.tgz")], 74, "error: Cannot write \(directory.path("link.tgz")): it is a symbolic link; name the file itself.\n"),
            ([log, "--output", log], 64, "error: --output \(log) is one of the inputs; writing there would replace it, so write the output elsewhere.\n"),
        ]
        for (arguments, status, message) in cases {
            let outcome = try collect(arguments)
            #expect(outcome.status == status, "\(arguments)")
            #expect(outcome.standardError == message)
        }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep me\n")
        #expect(try String(contentsOfFile: log, encoding: .utf8) == "Test Case 'a' started.\n")
        // `-o /dev/null` on every command that writes a file: it runs, and /dev/null stays a device.
        let collected = try collect([directory.path("in"), "--output", "/dev/null"])
        #expect(collected.status == 0, "\(collected.standardError)")
        let archive = directory.path("run.tgz")
        _ = try collect([directory.path("in"), "--output", archive])
        let triaged = try EvidenceProcess.run(["triage", archive, "-o", "/dev/null"], environment: EvidenceProcess.cleanEnvironment())
        #expect(triaged.status == 0, "\(triaged.standardError)")
        var info = stat()
        #expect(lstat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
    }

    /// SIGKILL in the middle of writing leaves no temporary file (an unnamed one, on Linux).
    @Test func aKilledCollectLeavesNoTemporaryFile() throws {
        #if os(Linux)
        let directory = try TemporaryDirectory()
        try directory.write("in/big.log", String(repeating: "Test Case 'a' started.\n", count: 2_000_000))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TestPaths.evidenceBinary)
        process.arguments = ["collect", directory.path("in"), "--output", directory.path("out/run.tgz"), "--commit", "abc1234", "--threads", "1"]
        try FileManager.default.createDirectory(atPath: directory.path("out"), withIntermediateDirectories: true)
        process.environment = environment
        try process.run()
        usleep(150_000)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path("out")).filter { $0 != "run.tgz" } == [])
        #endif
    }

    /// A file collect cannot read is left out and named; --strict makes it a failure (66). Run as
    /// an unprivileged user, since root reads anything.
    @Test func anUnreadableFileIsLeftOutUnlessStrict() throws {
        let directory = try TemporaryDirectory()
        try directory.write("in/build.log", "Test Case 'a' started.\n")
        let locked = try directory.write("in/locked.log", "Test Case 'b' started.\n")
        chmod(locked, 0)
        let bundle = try SyntheticXCResult(at: directory.path("in/Run.xcresult"))
        _ = try bundle.writeTestRun(tests: [("testA()", "Failure", "boom")])
        let lockedInBundle = try directory.write("in/Run.xcresult/Data/locked.bin", "private\n")
        chmod(lockedInBundle, 0)
        _ = try Shell.run(["chmod", "-R", "a+rX", directory.path("in/Run.xcresult")])
        chmod(lockedInBundle, 0)
        chmod(directory.path, 0o777)
        chmod(directory.path("in"), 0o755)
        func run(_ extra: [String]) throws -> EvidenceProcess.Outcome {
            let arguments = ["collect", directory.path("in"), "--output", directory.path("run.tgz"), "--commit", "abc1234"] + extra
            if getuid() == 0 {
                return try EvidenceProcess.run(executable: "/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", TestPaths.evidenceBinary] + arguments, environment: environment)
            }
            return try EvidenceProcess.run(arguments, environment: environment)
        }
        let lenient = try run([])
        #expect(lenient.status == 0, "\(lenient.standardError)")
        #expect(lenient.standardError.contains("warning: skipped in/locked.log: unreadable: "))
        #expect(lenient.standardError.contains("warning: skipped in/Run.xcresult/Data/locked.bin: unreadable: "))
        let entries = try manifest(directory.path("run.tgz")).entries.map(\.path)
        #expect(entries.contains("logs/build.log") && !entries.contains("logs/locked.log"))
        #expect(entries.contains { $0.hasPrefix("xcresult/Run.xcresult/Data/data.") } && !entries.contains { $0.hasSuffix("locked.bin") })
        try FileManager.default.removeItem(atPath: directory.path("run.tgz"))
        let strict = try run(["--strict"])
        #expect(strict.status == 66)
        #expect(strict.standardError.hasPrefix("error: Cannot read in/"))
        #expect(strict.standardError.contains("unreadable: "))
        #expect(strict.standardError.hasSuffix(" (--strict).\n"))
        #expect(!FileManager.default.fileExists(atPath: directory.path("run.tgz")))
    }
}
