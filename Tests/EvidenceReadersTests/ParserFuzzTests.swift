@testable import EvidenceArchive
@testable import EvidenceRun
@testable import EvidenceCore
@testable import EvidenceReaders
@testable import EvidenceRedaction
import EvidenceTestSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Seeded mutation fuzzing of every parser that reads untrusted bytes: real inputs (fixtures and a
/// collected archive), mutated, must be read or rejected with the library's own error — never trap,
/// never hang. The suite runs a short pass per parser; `scripts/dev/fuzz.sh` runs long ones
/// (FUZZ_TARGET, FUZZ_ITERATIONS, FUZZ_SEED) and reports executions, crashes, hangs and peak memory.
@Suite struct ParserFuzzTests {
    enum Target: String, CaseIterable {
        case tar, manifest, xcresult, logs, junit, records, plists
        /// The audit's families (issue 28): structured files with secrets inside, redacted and
        /// re-parsed; 10^5 tests in one log and in one JUnit file.
        case structured, counts
    }

    /// A redaction made a well-formed file malformed: a failure of the test, not a rejection.
    struct RedactionBrokeTheFile: Error, CustomStringConvertible {
        var description: String
    }

    /// One execution over this long counts as a hang (the in-suite bound; fuzz.sh also times out).
    static let hangSeconds = 5.0

    struct Run {
        var executions = 0
        var accepted = 0
        var rejected = 0
        var hangs: [String] = []
        var slowest = 0.0
    }

    static func seeds(_ target: Target, directory: TemporaryDirectory) throws -> [[UInt8]] {
        func files(_ folder: String) throws -> [[UInt8]] {
            let path = TestPaths.fixture(folder)
            return try FileManager.default.contentsOfDirectory(atPath: path).sorted().map {
                [UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(path)/\($0)")))
            }
        }
        switch target {
        case .tar, .manifest:
            let archive = directory.path("seed.tar")
            try Collector.collectForTests([TestPaths.packageRoot.appendingPathComponent("samples/sample-run").path], into: archive, compression: .none)
            let tar = [UInt8](try Data(contentsOf: URL(fileURLWithPath: archive)))
            if target == .manifest { return [try #require(try ArchiveRewriter.entries(of: archive).first).contents] }
            let gzip = directory.path("seed.tgz")
            try Collector.collectForTests([TestPaths.packageRoot.appendingPathComponent("samples/sample-run").path], into: gzip)
            // The plain tar cut to its first 64 KiB keeps each execution short.
            return [Array(tar.prefix(64 * 1024)), [UInt8](try Data(contentsOf: URL(fileURLWithPath: gzip)))]
        case .xcresult:
            let (objects, refs) = try XCResultParserPropertyTests.corpus()
            return objects + refs
        case .logs: return try files("logs").map { Array($0.prefix(256 * 1024)) }
        case .junit: return try files("junit")
        case .records:
            return [Array("""
                {"schema":"evidence.diagnostic/v1","identifier":"com.example.app.refresh","taskKind":"appRefresh","phase":"registration","outcome":"succeeded","errorType":null,"timestamp":"2026-11-20T09:14:03Z"}
                {"schema":"evidence.diagnostic/v1","identifier":"com.example.app.db","taskKind":"processing","phase":"submission","outcome":"failed","errorType":"BGTaskScheduler.Error.notPermitted","timestamp":"2026-11-20T09:14:04Z"}

                """.utf8)]
        case .plists: return try files("plists")
        case .structured:
            let token = "ghp_" + String(repeating: "A1b2C3d4", count: 4) + "zz"
            return [
                Array(#"<?xml version="1.0"?><testsuites><testsuite name="A"><properties><property name="api_token" value="\#(token)"/></properties><testcase name="t" classname="A"><failure message="Authorization: Bearer \#(token)"><![CDATA[curl -H 'Authorization: Bearer \#(token)']]></failure><system-out>token=\#(token) authorization: granted</system-out></testcase></testsuite></testsuites>"#.utf8),
                Array(#"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>APIToken</key><string>\#(token)</string><key>Note</key><string>authorization: granted</string></dict></plist>"#.utf8),
                Array(#"{"message":"Authorization: Bearer \#(token)","level":"info"}\#n{"token":"\#(token)","n":1}\#n{"text":"authorization: granted"}\#n"#.utf8),
            ]
        case .counts:
            // 10^5 tests: a log's and a JUnit file's (the audit's 10^6 is fuzz.sh's seed size too slow
            // for a mutation loop; the readers are linear, measured by scripts/bench/limits.sh and bench-logs.sh).
            var log = "Test Suite 'All tests' started.\n"
            var junit = #"<?xml version="1.0"?><testsuites><testsuite name="Big" tests="100000">"#
            for index in 0..<100_000 {
                log += "Test Case '-[App.BigTests test\(index)]' started.\n/ci/BigTests.swift:\(index % 900): error: -[App.BigTests test\(index)] : XCTAssertTrue failed\nTest Case '-[App.BigTests test\(index)]' failed (0.001 seconds).\n"
                junit += #"<testcase classname="App.BigTests" name="test\#(index)"><failure message="XCTAssertTrue failed"/></testcase>"#
            }
            return [Array(log.utf8), Array((junit + "</testsuite></testsuites>").utf8)]
        }
    }

    /// Redacts a structured file as collect does; a file its reader parsed must still parse after.
    static func redactStructured(_ input: [UInt8]) throws {
        let format: StructuredFormat = input.first == UInt8(ascii: "<") ? .xml : .json
        let wasWellFormed = wellFormed(input, format)
        let output = try StructuredRedactor(format: format).redact(input)
        if wasWellFormed, !wellFormed(output, format) {
            throw RedactionBrokeTheFile(description: "redaction made a well-formed \(format) file malformed: \(String(decoding: input, as: UTF8.self).debugDescription) became \(String(decoding: output, as: UTF8.self).debugDescription)")
        }
    }

    static func wellFormed(_ bytes: [UInt8], _ format: StructuredFormat) -> Bool {
        switch format {
        case .xml:
            // Judged by the readers triage uses (Foundation's XMLParser alone calls some truncated
            // files with an unknown encoding well formed); it traps on some non-UTF-8 input.
            guard String(validating: bytes, as: UTF8.self) != nil else { return false }
            if bytes.firstRange(of: Array("<plist".utf8)) != nil {
                return (try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil)) != nil
            }
            return (try? JUnitReader(evidencePath: "junit/fuzz.xml").read(InputStream(data: Data(bytes)), name: "fuzz.xml")) != nil
        case .json:
            return bytes.split(separator: UInt8(ascii: "\n")).allSatisfy { (try? JSONSerialization.jsonObject(with: Data($0), options: [.fragmentsAllowed])) != nil }
        case .jsonAfterBanner:
            return wellFormed(Array(bytes.drop { $0 != UInt8(ascii: "\n") }.dropFirst()), .json)
        }
    }

    /// Reads `input` with the target's parser: true when accepted, false when rejected with the
    /// library's error; any other error fails the test.
    static func execute(_ target: Target, _ input: [UInt8], scratch: String) throws -> Bool {
        do {
            switch target {
            case .tar:
                try Self.replace(scratch, with: input)
                // verify's pass and triage's pass, alternately by the first byte.
                if input.first.map({ $0 & 1 == 0 }) ?? true {
                    _ = try ArchiveVerifier.verify(archivePath: scratch)
                } else {
                    _ = try ArchiveEvidenceReader.read(archivePath: scratch)
                }
            case .manifest: _ = try Manifest.decode(input, archive: "fuzz.tgz")
            case .xcresult:
                if input.first == UInt8(ascii: "[") { _ = try XCResultObjectParser.parse(input) } else { _ = try XCResultReferences.parse(input) }
            case .logs:
                let reader = TestLogReader(evidencePath: "logs/fuzz.log")
                input.withUnsafeBytes { reader.consume($0) }
                _ = reader.finish()
            case .junit:
                try JUnitReader.refuseEntities(Array(input.prefix(64 * 1024)), name: "fuzz.xml")
                _ = try JUnitReader(evidencePath: "junit/fuzz.xml").read(InputStream(data: Data(input)), name: "fuzz.xml")
            case .records:
                let reader = RegistrationRecordReader(evidencePath: "diagnostics/fuzz.jsonl")
                input.withUnsafeBytes { reader.consume($0) }
                _ = reader.finish()
            case .plists: _ = try AppInfoPlist.read(data: Data(input), path: "fuzz.plist")
            case .structured: try redactStructured(input)
            case .counts:
                if input.first == UInt8(ascii: "<") {
                    _ = try JUnitReader(evidencePath: "junit/fuzz.xml").read(InputStream(data: Data(input)), name: "fuzz.xml")
                } else {
                    let reader = TestLogReader(evidencePath: "logs/fuzz.log")
                    input.withUnsafeBytes { reader.consume($0) }
                    _ = reader.finish()
                }
            }
            return true
        } catch is EvidenceError, is XCResultParseError {
            return false
        }
    }

    /// The scratch file's bytes replaced, without the fsync `Data.write` does (most of an
    /// execution's time, waiting on the disk).
    static func replace(_ path: String, with bytes: [UInt8]) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        // Not EvidenceError: that would count as the parser rejecting the input.
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    static func run(_ target: Target, iterations: Int, seed: UInt64) throws -> Run {
        let directory = try TemporaryDirectory()
        let corpus = try seeds(target, directory: directory)
        var random = SeededGenerator(seed: seed)
        var run = Run()
        let scratch = directory.path("fuzz.tgz")
        // Where to keep each input before it runs, so a crash leaves it behind (fuzz.sh sets it when
        // it reruns a crashed run: writing every input costs more than a run of most parsers).
        let keep = ProcessInfo.processInfo.environment["FUZZ_LAST_INPUT"]
        let watchdog = Watchdog(target: target, seed: seed, limit: abortSeconds)
        defer { watchdog.stop() }
        for _ in 0..<iterations {
            let input = XCResultParserPropertyTests.mutate(corpus.randomElement(using: &random)!, using: &random)
            if let keep { try Data(input).write(to: URL(fileURLWithPath: keep)) }
            watchdog.begin(input)
            let start = DispatchTime.now().uptimeNanoseconds
            if try execute(target, input, scratch: scratch) { run.accepted += 1 } else { run.rejected += 1 }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            run.slowest = max(run.slowest, seconds)
            if seconds > hangSeconds { run.hangs.append("an input of \(input.count) bytes took \(seconds)s") }
            run.executions += 1
        }
        return run
    }

    /// An execution still running after this long never ends: the watchdog stops the process
    /// (FUZZ_ABORT_SECONDS changes it, to check the watchdog itself).
    static let abortSeconds = Double(ProcessInfo.processInfo.environment["FUZZ_ABORT_SECONDS"] ?? "") ?? 30

    /// Watches the execution in progress from another thread: one that runs past the limit is a hang
    /// that would otherwise only end at fuzz.sh's whole-run timeout. Its input is written beside the
    /// temporary files and named, and the process exits with 124 (what `timeout` exits with).
    final class Watchdog: @unchecked Sendable {
        private let lock = NSLock()
        private var execution = 0
        private var started: UInt64 = 0
        private var input: [UInt8] = []
        private var stopped = false

        init(target: Target, seed: UInt64, limit: Double) {
            Thread.detachNewThread { [self] in
                while true {
                    Thread.sleep(forTimeInterval: 1)
                    lock.lock()
                    let (done, execution, started, input) = (stopped, execution, started, input)
                    lock.unlock()
                    if done { return }
                    guard started > 0, Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9 > limit else { continue }
                    let path = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-hang-\(target.rawValue)-\(seed).bin").path
                    try? Data(input).write(to: URL(fileURLWithPath: path))
                    print("fuzz \(target.rawValue): hang: execution \(execution) ran over \(Int(limit)) s; its input (\(input.count) bytes) is in \(path) (seed \(seed))")
                    fflush(nil)  // every stream: the global `stdout` is not concurrency-safe to Swift 6
                    _exit(124)
                }
            }
        }

        /// An array is a reference until written: keeping the input costs no copy.
        func begin(_ next: [UInt8]) {
            lock.lock()
            execution += 1
            started = DispatchTime.now().uptimeNanoseconds
            input = next
            lock.unlock()
        }

        func stop() {
            lock.lock()
            stopped = true
            lock.unlock()
        }
    }

    /// Short in-suite runs; a few thousand executions each (the archive readers fewer: each writes a
    /// file and reads it whole).
    @Test(.requiresSharedFixtures, arguments: Target.allCases)
    func mutatedInputsAreReadOrRejectedCleanly(_ target: Target) throws {
        let environment = ProcessInfo.processInfo.environment
        if let only = environment["FUZZ_TARGET"], only != target.rawValue { return }
        let iterations = Int(environment["FUZZ_ITERATIONS"] ?? "") ?? (target == .tar ? 400 : target == .counts ? 4 : 2000)
        let seed = UInt64(environment["FUZZ_SEED"] ?? "") ?? 0x5EED
        let run = try Self.run(target, iterations: iterations, seed: seed)
        print("fuzz \(target.rawValue): \(run.executions) executions, \(run.accepted) accepted, \(run.rejected) rejected, \(run.hangs.count) hangs, slowest \(Int(run.slowest * 1000)) ms (seed \(seed))")
        #expect(run.executions == iterations)
        #expect(run.hangs.isEmpty, "\(run.hangs)")
        // The mutations reach past the first check: some inputs are still read.
        #expect(run.accepted > 0)
    }

    /// Found by this fuzzer: Foundation's XMLParser traps on an attribute name that is not UTF-8.
    @Test func junitXMLParserCannotTakeIsRefusedNotATrap() throws {
        let input = Array(#"<?xml version="1.0" encoding="UTF-8"?>"#.utf8) + Array("\n<testsuites tests=\"3\" failu".utf8) + [0xFF]
            + Array("es=\"1\"><testsuite name=\"A\"><testcase name=\"t\"/></testsuite></testsuites>\n".utf8)
        #expect(throws: EvidenceError(.malformedInput, "fuzz.xml is not JUnit XML: it is not UTF-8.")) {
            try JUnitReader(evidencePath: "junit/fuzz.xml").read(InputStream(data: Data(input)), name: "fuzz.xml")
        }
        // Found next: `<?xm?>` (a processing instruction with no data) made XMLParser read a null string.
        let instruction = Array(#"<?xm?><testsuites tests="1"><testsuite name="A"><testcase name="t"/></testsuite></testsuites>"#.utf8)
        #expect(throws: EvidenceError(.malformedInput, "fuzz.xml is not JUnit XML: it holds a processing instruction with no data.")) {
            try JUnitReader(evidencePath: "junit/fuzz.xml").read(InputStream(data: Data(instruction)), name: "fuzz.xml")
        }
        // A sequence split across chunks is still UTF-8, and `<?xml …?>` is no empty instruction.
        var guarding = XMLInputGuard()
        let text = Array("<?xml version=\"1.0\"?><a b=\"caf\u{E9} \u{1F600}\"/>".utf8)
        for byte in text { #expect([byte].withUnsafeBytes { guarding.check($0) } == nil) }
        #expect(guarding.finish() == nil)
    }
}
