import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// `evidence collect` and `evidence verify` as a pipeline step runs them: the real binary, real files.
@Suite struct CollectCommandTests {
    let environment = EvidenceProcess.cleanEnvironment(["SOURCE_DATE_EPOCH": "1764000000"])

    func collect(_ arguments: [String], in directory: TemporaryDirectory) throws -> EvidenceProcess.Outcome {
        try EvidenceProcess.run(["collect"] + arguments, environment: environment, in: directory.path)
    }

    func leftovers(in directory: TemporaryDirectory) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains(".tmp-") }
    }

    @Test(.requiresSharedFixtures) func collectsTheSharedFixturesIntoAnArchiveEveryTarReaderOpens() throws {
        let directory = try TemporaryDirectory()
        let archive = try CollectedSharedFixtures.write(in: directory)
        let verified = try EvidenceProcess.run(["verify", archive], environment: environment)
        #expect(verified.status == 0, "\(verified.standardError)")

        let manifest = try Manifest.decode(try ArchiveRewriter.entries(of: archive)[0].contents, archive: archive)
        let expected = Set(manifest.entries.map(\.path) + ["manifest.json"])
        for lister in [["tar", "tzf", archive], ["bsdtar", "tf", archive]] {
            let listed = try Shell.run(lister)
            #expect(Set(listed.split(separator: "\n").map(String.init)) == expected, "\(lister[0])")
        }
        let python = """
            import sys, tarfile
            with tarfile.open(sys.argv[1]) as t:
                names = t.getnames(); t.extractall(sys.argv[2])
            print(len(names))
            """
        let extracted = directory.path("python")
        let count = try Shell.run(["python3", "-c", python, archive, extracted])
        #expect(count.trimmingCharacters(in: .whitespacesAndNewlines) == "\(expected.count)")
        // What was extracted is byte for byte what the manifest says.
        for entry in manifest.entries.prefix(50) {
            let data = try Data(contentsOf: URL(fileURLWithPath: "\(extracted)/\(entry.path)"))
            #expect(SHA256Hasher.hex(of: Array(data)) == entry.sha256)
        }
        #expect(manifest.entries.first?.path.hasPrefix("config/") == true)
        #expect(Set(manifest.entries.map(\.kind)) == [.plist, .junit, .log, .xcresult])
    }

    /// The output's name decides the compression when --compression is absent: the file is what its
    /// name says (zstd's frame magic, gzip's, a plain tar's `ustar`).
    @Test(arguments: [("run.tar.zst", [0x28, 0xB5, 0x2F, 0xFD], 0), ("run.tzst", [0x28, 0xB5, 0x2F, 0xFD], 0), ("run.tgz", [0x1F, 0x8B], 0),
                      ("run.tar.gz", [0x1F, 0x8B], 0), ("run.tar", Array("ustar".utf8), 257), ("run.bin", [0x1F, 0x8B], 0)])
    func theOutputsExtensionChoosesTheCompression(_ name: String, _ magic: [UInt8], _ offset: Int) throws {
        let directory = try TemporaryDirectory()
        let log = try directory.write("in/x.log", "Test Case '-[App.T testA]' passed (0.001 seconds).\n")
        let outcome = try collect([log, "--output", name, "--commit", "abc1234"], in: directory)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: directory.path(name)))
        #expect(Array(bytes.dropFirst(offset).prefix(magic.count)) == magic)
        #expect(try EvidenceProcess.run(["verify", directory.path(name)], environment: environment).status == 0)
    }

    @Test(arguments: ["gzip", "zstd", "none"])
    func sameInputsGiveTheSameBytesEvenAfterTheirTimesChange(_ compression: String) throws {
        let directory = try TemporaryDirectory()
        let input = directory.path("input")
        try Shell.run(["cp", "-R", TestPaths.packageRoot.appendingPathComponent("samples/sample-run").path, input])
        try Shell.run(["cp", "-R", try SharedFixtures.resultBundle("xcparse__testFailure", orSyntheticAt: directory.path("made/Test.xcresult")), input])
        let first = try collect([input, "--output", "a.archive", "--compression", compression, "--commit", "abc1234"], in: directory)
        #expect(first.status == 0, "\(first.standardError)")
        try Shell.run(["find", input, "-exec", "touch", "-d", "2001-02-03 04:05:06", "{}", "+"])
        let second = try collect([input, "--output", "b.archive", "--compression", compression, "--commit", "abc1234", "--threads", "1"], in: directory)
        #expect(second.status == 0, "\(second.standardError)")
        let a = try Data(contentsOf: URL(fileURLWithPath: directory.path("a.archive")))
        let b = try Data(contentsOf: URL(fileURLWithPath: directory.path("b.archive")))
        #expect(a == b)
        #expect(a.count > 1000)
    }

    @Test func seededSecretsAppearNowhereInTheArchiveAndAreCounted() throws {
        let directory = try TemporaryDirectory()
        let secrets = [
            "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJjaSJ9.Zm9vYmFyYmF6cXV4",
            "ghp_0123456789abcdefghijABCDEFGHIJ012345",
            "AKIAIOSFODNN7EXAMPLE",
            "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
            "hunter2-correct-horse",
            "sk_live_bearer_0123456789",
        ]
        try directory.write("in/xcodebuild.log", """
            Test Case '-[AppTests.SyncTests testSync]' started.
            curl -H "Authorization: Bearer \(secrets[5])" https://api.example.com
            export GITHUB_TOKEN=\(secrets[1])
            AWS_ACCESS_KEY_ID=\(secrets[2]) AWS_SECRET_ACCESS_KEY=\(secrets[3])
            session \(secrets[0])
            login password=\(secrets[4])
            Test Case '-[AppTests.SyncTests testSync]' failed (0.001 seconds).

            """)
        try directory.write("in/records.jsonl", #"{"schema":"evidence.diagnostic/v1","identifier":"a.b","note":"token=\#(secrets[1])"}"# + "\n")
        let outcome = try collect(["in", "--output", "run.tgz"], in: directory)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let archive = directory.path("run.tgz")
        let tarStream = try Shell.runData(["gzip", "-dc", archive])
        for secret in secrets {
            #expect(tarStream.range(of: Data(secret.utf8)) == nil, "\(secret) is still in the archive")
        }
        let manifest = try Manifest.decode(try ArchiveRewriter.entries(of: archive)[0].contents, archive: archive)
        #expect(manifest.redactions.total == 7)
        #expect(manifest.redactions.byRule == [
            // GITHUB_TOKEN=ghp_… is caught as a token= pair before its shape is looked at.
            "authorization-header": 1, "token": 2, "aws-access-key-id": 1, "aws-secret-access-key": 1,
            "jwt": 1, "password": 1,
        ])
        #expect(try EvidenceProcess.run(["verify", archive], environment: environment).status == 0)
    }

    @Test func nonASCIINamesSymlinkedBundlesAndTypedFlagsAreArchived() throws {
        let directory = try TemporaryDirectory()
        try directory.write("in/Journal de tests – été 日本 🚀.log", "Test Suite 'All tests' started at 2026-11-20\n")
        let bundle = try SharedFixtures.resultBundle("xcparse__testSuccess", orSyntheticAt: directory.path("made/Test.xcresult"))
        try FileManager.default.createSymbolicLink(atPath: directory.path("in/Test-Run.xcresult"), withDestinationPath: bundle)
        try directory.write("notes.txt", "free text that is a log only because --log says so\n")
        let outcome = try collect(["in", "--log", "notes.txt", "--output", "run.tgz"], in: directory)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let archive = directory.path("run.tgz")
        let paths = try ArchiveRewriter.entries(of: archive).map(\.path)
        #expect(paths.contains("logs/Journal de tests – été 日本 🚀.log"))
        #expect(paths.contains("logs/notes.txt"))
        #expect(paths.contains("xcresult/Test-Run.xcresult/Info.plist"))
        #expect(paths.filter { $0.hasPrefix("xcresult/Test-Run.xcresult/Data/") }.count > 10)
        let listed = try Shell.run(["tar", "tzf", archive])
        #expect(listed.contains("logs/Journal de tests – été 日本 🚀.log"))
        #expect(try EvidenceProcess.run(["verify", archive], environment: environment).status == 0)
    }

    @Test func anEmptyDirectoryGivesAManifestOnlyArchiveAndSaysSo() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.path("empty"), withIntermediateDirectories: true)
        let outcome = try collect(["empty", "--output", "run.tgz"], in: directory)
        #expect(outcome.status == 0)
        #expect(outcome.standardError.contains("no evidence was found in empty"))
        let entries = try ArchiveRewriter.entries(of: directory.path("run.tgz"))
        #expect(entries.map(\.path) == ["manifest.json"])
    }

    @Test func aMissingInputIsRefusedAndNothingIsWritten() throws {
        let directory = try TemporaryDirectory()
        let outcome = try collect(["does-not-exist", "--output", "run.tgz"], in: directory)
        #expect(outcome.status == 66)
        #expect(outcome.standardError == "error: Cannot read does-not-exist: it does not exist.\n")
        #expect(!FileManager.default.fileExists(atPath: directory.path("run.tgz")))
        #expect(try leftovers(in: directory).isEmpty)
    }

    @Test func aDanglingSymlinkIsRefusedWithItsTarget() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createSymbolicLink(atPath: directory.path("Test.xcresult"), withDestinationPath: "/nowhere/Test.xcresult")
        let outcome = try collect(["Test.xcresult", "--output", "run.tgz"], in: directory)
        #expect(outcome.status == 66)
        #expect(outcome.standardError == "error: Cannot read Test.xcresult: it is a symbolic link to /nowhere/Test.xcresult, which does not exist.\n")
    }

    @Test func anUnreadableFileIsRefused() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("secret.log", "Test Case 'x' started.\n")
        chmod(file, 0)
        defer { chmod(file, 0o644) }
        // root reads anything: there the file is archived, which is also correct.
        let outcome = try collect(["secret.log", "--output", "run.tgz"], in: directory)
        if getuid() == 0 {
            #expect(outcome.status == 0)
        } else {
            #expect(outcome.status == 66)
            #expect(outcome.standardError.hasPrefix("error: Cannot read secret.log: Permission denied"))
            #expect(!FileManager.default.fileExists(atPath: directory.path("run.tgz")))
        }
    }

    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let directory = try TemporaryDirectory()
        #expect(mkfifo(directory.path("pipe"), 0o644) == 0)
        let outcome = try collect(["pipe", "--output", "run.tgz"], in: directory)
        #expect(outcome.status == 65)
        #expect(outcome.standardError == "error: Cannot archive pipe: it is not a regular file or a directory.\n")
    }

    @Test(arguments: [
        ("missing-dir/run.tgz", "error: Cannot write missing-dir/run.tgz: the directory missing-dir does not exist.\n"),
        ("a-file/run.tgz", "error: Cannot write a-file/run.tgz: a-file is not a directory.\n"),
    ])
    func anOutputThatCannotBeWrittenIsRefused(_ output: String, _ message: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write("a-file", "x")
        try directory.write("in/x.log", "Test Case 'x' started.\n")
        let outcome = try collect(["in", "--output", output], in: directory)
        #expect(outcome.status == 74)
        #expect(outcome.standardError == message)
        #expect(try leftovers(in: directory).isEmpty)
    }

    // /proc: Linux's; macOS has no such read-only file system at a fixed path.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self")))
    func anOutputOnAReadOnlyFileSystemIsRefused() throws {
        let directory = try TemporaryDirectory()
        try directory.write("in/x.log", "Test Case 'x' started.\n")
        let outcome = try collect(["in", "--output", "/proc/run.tgz"], in: directory)
        #expect(outcome.status == 74)
        #expect(outcome.standardError.hasPrefix("error: Cannot write /proc/run.tgz: "))
        #expect(outcome.standardError.split(separator: "\n").count == 1)
    }

    @Test func theOutputInsideTheCollectedDirectoryIsNotCollected() throws {
        let directory = try TemporaryDirectory()
        try directory.write("x.log", "Test Case 'x' started.\n")
        #expect(try collect([".", "--output", "run.tgz"], in: directory).status == 0)
        #expect(try collect([".", "--output", "run.tgz"], in: directory).status == 0)
        let paths = try ArchiveRewriter.entries(of: directory.path("run.tgz")).map(\.path)
        #expect(paths == ["manifest.json", "logs/x.log"])
    }

    @Test(arguments: [
        (["collect"], "error: Missing required option --output.\n"),
        (["collect", "--output", "o"], "error: collect needs at least one file or directory to collect.\n"),
        (["collect", "x"], "error: Missing required option --output.\n"),
        (["collect", "x", "--output", "o", "--compression", "lzma"], "error: --compression takes one of gzip, zstd, none, not 'lzma'.\n"),
        (["collect", "x", "--output", "run.tar.zst", "--compression", "gzip"], "error: --compression gzip contradicts --output run.tar.zst, which names a zstd archive.\n"),
        (["collect", "x", "--output", "o", "--commit", "main"], "error: --commit takes a hexadecimal commit SHA (7 to 64 digits), not 'main'.\n"),
        (["collect", "x", "--output", "o", "--threads", "0"], "error: --threads takes a whole number from 1 to 256, not '0'.\n"),
        (["collect", "x", "--output"], "error: --output needs a value (file).\n"),
        (["collect", "x", "--out", "o"], "error: Unknown option '--out' for 'collect'; did you mean '--output'?\nusage: evidence collect [<path> ...] --output <file> [--commit <sha>] [--compression <kind>] [--threads <n>] [--skip-missing] [--strict] [--binary-secrets <policy>] [--sources <policy>] [--project-root <dir>] [--sign <file>] [--xcresult <path> ...] [--log <path> ...] [--junit <path> ...] [--diagnostics <path> ...] [--plist <path> ...] [--oslog <path> ...]\n"),
        (["verify"], "error: Missing argument <archive> for 'verify'.\n"),
        (["verify", "a", "b"], "error: Unexpected argument 'b' for 'verify'.\n"),
        (["frobnicate"], "error: Unknown command 'frobnicate'; the commands are collect, verify, triage, comment, gate, xcresult, logs, diff, history, rules.\nusage: evidence <command> [options]; run 'evidence --help' for more.\n"),
    ])
    func usageErrorsExit64WithOneSentence(_ arguments: [String], _ message: String) throws {
        let outcome = try EvidenceProcess.run(arguments, environment: environment)
        #expect(outcome.status == 64)
        #expect(outcome.standardError == message)
        #expect(outcome.standardOutput.isEmpty)
    }

    /// git, which collect runs for the commit, starts with the signals at their default whatever
    /// collect's own caller ignores or blocks (issue 28): a CI step that ignores SIGPIPE and SIGINT,
    /// a test runner that blocks SIGTERM. The git on the PATH is a script whose shells each send
    /// themselves one signal and say so only if they outlive it; collect runs under a shell that
    /// ignores all five. Before, each of them outlived all five.
    @Test func gitStartsWithTheSignalsAtTheirDefault() throws {
        let directory = try TemporaryDirectory()
        try directory.write("in/x.log", "Test Case '-[A.B testC]' started.\nTest Case '-[A.B testC]' passed (0.001 seconds).\n")
        try directory.write("bin/git", """
            #!/bin/sh
            exec 2>/dev/null
            for s in INT PIPE HUP QUIT TERM; do sh -c "kill -$s \\$\\$; echo $s survived"; done >> "$EVIDENCE_GIT_PROBE"
            echo ran >> "$EVIDENCE_GIT_PROBE"
            exit 128

            """)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path("bin/git"))
        let probe = directory.path("probe")
        let outcome = try EvidenceProcess.run(
            executable: "/bin/sh", ["-c", "trap '' INT PIPE HUP QUIT TERM; exec \"$0\" collect in --sources none -o run.tgz", TestPaths.evidenceBinary],
            environment: EvidenceProcess.cleanEnvironment(["PATH": directory.path("bin") + ":/usr/bin:/bin", "EVIDENCE_GIT_PROBE": probe]), in: directory.path)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let said = try String(contentsOfFile: probe, encoding: .utf8)
        #expect(said.hasPrefix("ran\n") && !said.contains("survived"), "\(said)")
    }
}

/// Small wrapper for the outside tools tests compare against (tar, bsdtar, python3, gzip).
enum Shell {
    @discardableResult
    static func run(_ arguments: [String]) throws -> String {
        String(decoding: try runData(arguments), as: UTF8.self)
    }

    static func runData(_ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ShellError(command: arguments.joined(separator: " "), status: process.terminationStatus)
        }
        return data
    }

    struct ShellError: Error {
        var command: String
        var status: Int32
    }
}

/// The archive order follows what the xcresult reader needs: everything it reads before any
/// attachment payload.
@Suite struct CollectOrderTests {
    @Test(.requiresSharedFixtures) func attachmentsOfABundleComeAfterEverythingTheReaderNeeds() throws {
        let bundle = TestPaths.fixture("xcresult/xcparse__testFailure.xcresult")
        let payloads = XCResultReader.payloadObjectIDs(bundlePath: bundle)
        #expect(!payloads.isEmpty, "the fixture has screenshots")
        let directory = try TemporaryDirectory()
        let archive = directory.path("run.tgz")
        let outcome = try EvidenceProcess.run(["collect", bundle, "--output", archive, "--commit", "abc1234"], environment: EvidenceProcess.cleanEnvironment())
        #expect(outcome.status == 0)
        let paths = try ArchiveRewriter.entries(of: archive).dropFirst().map(\.path)
        let isPayload = paths.map { path in payloads.contains { path.hasSuffix("/Data/data.\($0)") } }
        #expect(isPayload.filter { $0 }.count == payloads.count)
        let firstPayload = isPayload.firstIndex(of: true)!
        #expect(!isPayload[firstPayload...].contains(false), "a file the reader needs comes after an attachment")
    }
}

@Suite struct BundleRecognitionTests {
    @Test func aResultBundleIsRecognisedByItsContentWhateverItsName() throws {
        let directory = try TemporaryDirectory()
        let bundle = try SharedFixtures.resultBundle("xcparse__testSuccess", orSyntheticAt: directory.path("made/Test.xcresult"))
        try FileManager.default.copyItem(atPath: bundle, toPath: directory.path("in/TestResults"))
        try directory.write("in/NotABundle/Info.plist", "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>CFBundleIdentifier</key><string>a.b</string></dict></plist>")
        try directory.write("in/NotABundle/Data/readme.txt", "hello")
        let outcome = try EvidenceProcess.run(["collect", directory.path("in"), "--output", directory.path("run.tgz")], environment: EvidenceProcess.cleanEnvironment())
        #expect(outcome.status == 0)
        let paths = try ArchiveRewriter.entries(of: directory.path("run.tgz")).map(\.path)
        #expect(paths.contains("xcresult/TestResults.xcresult/Info.plist"))
        #expect(paths.contains("config/NotABundle/Info.plist"))
        #expect(!paths.contains { $0.hasPrefix("xcresult/NotABundle") })
    }
}

@Suite struct BundleRedactionTests {
    /// A secret inside a typed object of the result model is left alone (the object's strings are
    /// length-prefixed: rewriting one would corrupt it), and the bundle still reads after collect.
    @Test func typedObjectsAreNotRewritten() throws {
        let directory = try TemporaryDirectory()
        let bundle = try SyntheticXCResult(at: directory.path("in/Run.xcresult"))
        try bundle.writeTestRun(tests: [("testLogin()", "Failure", "login failed with password=hunter2")])
        let archive = directory.path("run.tgz")
        let outcome = try EvidenceProcess.run(["collect", directory.path("in"), "--output", archive], environment: EvidenceProcess.cleanEnvironment())
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let read = try EvidenceProcess.run(["xcresult", archive, "--format", "json"], environment: EvidenceProcess.cleanEnvironment())
        #expect(read.status == 0, "\(read.standardError)")
        #expect(read.standardOutput.contains("login failed with password"))
    }
}

extension BundleRedactionTests {
    /// The app's console output stored zstd-compressed in a bundle is text evidence too: its
    /// secrets are redacted, and the blob stays a valid zstd frame of the redacted text.
    @Test func compressedTextBlobsAreRedacted() throws {
        let directory = try TemporaryDirectory()
        let text = "2026-11-20 sync start\nAuthorization: Bearer sk_live_0123456789abcdef\ndone password=hunter2\n"
        let plain = try directory.write("plain.txt", text)
        try FileManager.default.createDirectory(atPath: directory.path("in/Run.xcresult/Data"), withIntermediateDirectories: true)
        try Shell.run(["zstd", "-q", "-19", plain, "-o", directory.path("in/Run.xcresult/Data/data.0~blob")])
        let other = try directory.write("other.txt", "no secrets here\n")
        try Shell.run(["zstd", "-q", other, "-o", directory.path("in/Run.xcresult/Data/data.0~clean")])
        try directory.write("in/Run.xcresult/Info.plist", "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>version</key><dict><key>major</key><integer>3</integer><key>minor</key><integer>53</integer></dict></dict></plist>")
        let archive = directory.path("run.tgz")
        let outcome = try EvidenceProcess.run(["collect", directory.path("in"), "--output", archive], environment: EvidenceProcess.cleanEnvironment())
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let entries = try ArchiveRewriter.entries(of: archive)
        let manifest = try Manifest.decode(entries[0].contents, archive: archive)
        #expect(manifest.redactions.byRule == ["authorization-header": 1, "password": 1])
        #expect(manifest.entries.first { $0.path.hasSuffix("data.0~blob") }?.redactions == 2)
        let blob = entries.first { $0.path.hasSuffix("data.0~blob") }!
        let decoded = try ZstdDecoder().decompress(blob.contents, limit: 1 << 20)
        #expect(String(decoding: decoded, as: UTF8.self) == "2026-11-20 sync start\nAuthorization: [REDACTED:authorization-header]\ndone password=[REDACTED:password]\n")
        let clean = entries.first { $0.path.hasSuffix("data.0~clean") }!
        #expect(clean.contents == Array(try Data(contentsOf: URL(fileURLWithPath: directory.path("in/Run.xcresult/Data/data.0~clean")))))
        #expect(try EvidenceProcess.run(["verify", archive], environment: EvidenceProcess.cleanEnvironment()).status == 0)
        // Reproducible: the recompressed blob is the same bytes every time.
        let again = directory.path("again.tgz")
        #expect(try EvidenceProcess.run(["collect", directory.path("in"), "--output", again], environment: EvidenceProcess.cleanEnvironment()).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: archive)) == Data(contentsOf: URL(fileURLWithPath: again)))
    }
}

@Suite struct InvalidNameTests {
    @Test func aFileWhoseNameIsNotUTF8IsSkippedWithThatReason() throws {
        let directory = try TemporaryDirectory()
        try directory.write("in/good.log", "Test Case 'a' started.\n")
        let raw: [CChar] = Array((directory.path("in") + "/").utf8CString.dropLast()) + [0x62, -1, 0x2E, 0x6C, 0x6F, 0x67, 0].map { CChar(bitPattern: UInt8(bitPattern: Int8($0))) }
        let descriptor = open(raw, O_CREAT | O_WRONLY, 0o644)
        #expect(descriptor >= 0)
        close(descriptor)
        let outcome = try EvidenceProcess.run(["collect", directory.path("in"), "--output", directory.path("run.tgz")], environment: EvidenceProcess.cleanEnvironment())
        #expect(outcome.status == 0)
        #expect(outcome.standardError.contains("its name is not valid UTF-8, so it cannot be named in the archive"))
        let manifest = try Manifest.decode(try ArchiveRewriter.entries(of: directory.path("run.tgz"))[0].contents, archive: "run.tgz")
        #expect(manifest.entries.map(\.path) == ["logs/good.log"])
        #expect(manifest.skipped.contains { $0.reason.sentence.contains("not valid UTF-8") })
    }
}

@Suite struct SkipMissingTests {
    @Test func aMissingPathIsNotedAndTheRestArchivedWithSkipMissing() throws {
        let directory = try TemporaryDirectory()
        try directory.write("results/x.log", "Test Case 'a' started.\n")
        let outcome = try EvidenceProcess.run(["collect", "results", "App.app", "--skip-missing", "--output", "run.tgz"],
                                              environment: EvidenceProcess.cleanEnvironment(), in: directory.path)
        #expect(outcome.status == 0)
        #expect(outcome.standardError == "warning: skipped App.app: does not exist (--skip-missing).\n")
        let manifest = try Manifest.decode(try ArchiveRewriter.entries(of: directory.path("run.tgz"))[0].contents, archive: "run.tgz")
        #expect(manifest.entries.map(\.path) == ["logs/x.log"])
        #expect(manifest.skipped.map(\.path) == ["App.app"])
        #expect(manifest.skipped.map(\.reason.sentence) == ["does not exist (--skip-missing)"])
    }
}
