@testable import EvidenceArchive
@testable import EvidenceRun
@testable import EvidenceCore
@testable import EvidenceHistory
@testable import EvidenceReaders
import EvidenceTestSupport
@testable import EvidenceTriage
import Foundation
import Testing

/// The streamed documents are the bytes the tree-building encoders gave: `logs --format json` as
/// `JSONSerialization` printed it, `triage --format json` as `JSONEncoder` did. The references
/// below are those encoders, kept here only to compare against.
@Suite struct JSONStreamWriterTests {
    /// The `evidence.testrun/v1` document as it was built before it was streamed.
    static func referenceTestRun(_ report: TestRunReport, unrecognizedLines: Int?) throws -> Data {
        func pointer(_ pointer: EvidencePointer) -> [String: Any] {
            var object: [String: Any] = ["path": pointer.path]
            if let line = pointer.line { object["line"] = line }
            if let excerpt = pointer.excerpt { object["excerpt"] = excerpt }
            return object
        }
        func issue(_ issue: TestIssue) -> [String: Any] {
            var object: [String: Any] = ["message": issue.message]
            if let location = issue.location { object["location"] = ["file": location.file, "line": location.line] as [String: Any] }
            if let evidence = issue.evidence { object["evidence"] = pointer(evidence) }
            return object
        }
        var counts: [String: Int] = ["tests": report.tests.count]
        for status in [TestStatus.passed, .failed, .skipped, .expectedFailure, .flaky] {
            counts[status.rawValue] = report.tests.filter { $0.status == status }.count
        }
        var build: [String: Any] = [
            "succeeded": report.build.succeeded.map { $0 as Any } ?? NSNull(),
            "errors": report.build.errors.map(issue), "warnings": report.build.warnings.count,
        ]
        if let destination = report.build.destination { build["destination"] = destination }
        var object: [String: Any] = [
            "schema": "evidence.testrun/v1", "source": report.source, "summary": counts,
            "build": build,
            "tests": report.tests.map { result -> [String: Any] in
                var test: [String: Any] = [
                    "test": result.id.description, "status": result.status.rawValue,
                    "issues": result.issues.map(issue), "evidence": result.evidence.map(pointer),
                ]
                if let duration = result.duration { test["duration"] = duration }
                return test
            },
            "unattributedIssues": report.unattributedIssues.map(issue),
        ]
        if let unrecognizedLines { object["unrecognizedLines"] = unrecognizedLines }
        return try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    }

    static func referenceTriage(_ document: TriageDocument) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(document) + Data("\n".utf8)
    }

    static let logs: [String] = (try? SharedFixtures.contents(of: "logs")) ?? []

    @Test(.requiresSharedFixtures, arguments: logs)
    func logDocumentIsTheTreeEncodersBytes(_ log: String) throws {
        let (report, reader) = try TestLogReader.read(path: TestPaths.fixture("logs/\(log)"), evidencePath: "logs/\(log)")
        let streamed = TestRunReportJSON.data(report, unrecognizedLines: reader.unrecognizedLineCount)
        #expect(String(decoding: streamed, as: UTF8.self) == String(decoding: try Self.referenceTestRun(report, unrecognizedLines: reader.unrecognizedLineCount), as: UTF8.self))
    }

    /// The logs in the repository (the sample run, the corpus' scenario runs), which name their
    /// destination, as the fixtures' logs do not: `build.destination` is written as the encoder wrote it.
    static let repositoryLogs: [String] = {
        let scenarios = TriageCorpus.folder.appendingPathComponent("Scenarios").path
        return [TestPaths.packageRoot.appendingPathComponent("samples/sample-run/logs/xcodebuild-test.log").path]
            + ((try? FileManager.default.contentsOfDirectory(atPath: scenarios)) ?? []).sorted().map { "\(scenarios)/\($0)/xcodebuild-test.log" }
            .filter { FileManager.default.fileExists(atPath: $0) }
    }()

    @Test func repositoryLogDocumentsAreTheTreeEncodersBytes() throws {
        var destinations = 0
        for log in Self.repositoryLogs {
            let (report, reader) = try TestLogReader.read(path: log, evidencePath: "logs/xcodebuild-test.log")
            if report.build.destination != nil { destinations += 1 }
            let streamed = TestRunReportJSON.data(report, unrecognizedLines: reader.unrecognizedLineCount)
            #expect(String(decoding: streamed, as: UTF8.self) == String(decoding: try Self.referenceTestRun(report, unrecognizedLines: reader.unrecognizedLineCount), as: UTF8.self), "\(log)")
        }
        #expect(destinations >= 2, "logs naming their destination")
    }

    @Test(.requiresSharedFixtures, arguments: (try? SharedFixtures.contents(of: "junit")) ?? [])
    func junitDocumentIsTheTreeEncodersBytes(_ file: String) throws {
        let report = try JUnitReader.read(path: TestPaths.fixture("junit/\(file)"))
        #expect(TestRunReportJSON.data(report) == (try Self.referenceTestRun(report, unrecognizedLines: nil)))
    }

    /// Escapes, numbers and absent values where the two writers could part: control characters,
    /// quotes, backslashes, slashes, non-ASCII, whole and tiny doubles, an unknown build outcome.
    @Test func awkwardValuesAreWrittenAsFoundationWrote() throws {
        let awkward = "quote \" backslash \\ slash / tab \t nl \n cr \r bell \u{7} nul \u{0} esc \u{1b}[31m del \u{7f} é 😀 \u{2028} \u{8}\u{c}"
        let pointer = EvidencePointer(path: "logs/a b/\"x\".log", line: 7, excerpt: awkward)
        var report = TestRunReport(source: awkward, build: BuildOutcome(succeeded: nil, errors: [TestIssue(message: awkward)]))
        for (index, duration) in [2.0, 0, 1e-05, 0.1, 123456789.123, 1e21, 0.3333333333333333, 100, 1e16, 12.5].enumerated() {
            report.tests.append(TestResult(id: TestIdentifier(module: index % 2 == 0 ? nil : "M", suite: "S\(index)", name: awkward), status: index % 3 == 0 ? .failed : .passed,
                                           duration: duration, issues: index % 3 == 0 ? [TestIssue(message: awkward, location: SourceLocation(file: awkward, line: 1), evidence: pointer)] : [],
                                           evidence: [pointer, EvidencePointer(path: "p")]))
        }
        report.tests.append(TestResult(id: TestIdentifier(module: nil, suite: "", name: "noDuration"), status: .skipped))
        #expect(TestRunReportJSON.data(report, unrecognizedLines: 3) == (try Self.referenceTestRun(report, unrecognizedLines: 3)))
        #expect(TestRunReportJSON.data(TestRunReport(source: "empty")) == (try Self.referenceTestRun(TestRunReport(source: "empty"), unrecognizedLines: nil)))
    }

    @Test func sampleTriageDocumentIsTheEncodersBytes() throws {
        for input in [TriageRendererTests.sampleInput(), TriageRendererTests.sampleInput(failures: 40)] {
            let document = TriageDocument(Triage.run(input))
            #expect(String(decoding: try document.encoded(), as: UTF8.self) == String(decoding: try Self.referenceTriage(document), as: UTF8.self))
        }
    }

    @Test(arguments: TriageCorpus.scenarios)
    func corpusTriageDocumentIsTheEncodersBytes(_ scenario: TriageCorpus.Scenario) throws {
        let document = TriageDocument(try scenario.triagedOnce())
        #expect(String(decoding: try document.encoded(), as: UTF8.self) == String(decoding: try Self.referenceTriage(document), as: UTF8.self))
    }

    /// The manifest, with and without CI facts, a commit and redactions: the archive's first entry
    /// keeps its bytes (archives stay reproducible across versions).
    @Test func manifestIsTheEncodersBytes() throws {
        var manifest = TriageRendererTests.sampleInput().manifest!
        manifest.redactions = .init(total: 3, byRule: ["github-token": 2, "aws-access-key": 1, "Bearer": 0])
        manifest.entries = [
            .init(path: "logs/xcodebuild \"test\".log", kind: .log, size: 123_456_789_012, sha256: String(repeating: "0f", count: 32), redactions: 3),
            .init(path: "xcresult/R.xcresult/Info.plist", kind: .xcresult, size: 0, sha256: String(repeating: "e3", count: 32), redactions: nil),
        ]
        manifest.skipped = [SkippedInput(path: "/tmp/é/secret\u{1}.bin", reason: .other("not recognised"))]
        manifest.skippedTotal = 7
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        #expect(String(decoding: try manifest.encoded(), as: UTF8.self) == String(decoding: try encoder.encode(manifest) + [0x0A], as: UTF8.self))
        manifest.ci = CIMetadata(provider: "gitlab", runURL: nil, job: "unit", branch: nil)
        manifest.commit = .unknown
        #expect(String(decoding: try manifest.encoded(), as: UTF8.self) == String(decoding: try encoder.encode(manifest) + [0x0A], as: UTF8.self))
        manifest.ci = nil
        #expect(String(decoding: try manifest.encoded(), as: UTF8.self) == String(decoding: try encoder.encode(manifest) + [0x0A], as: UTF8.self))
    }

    /// A chunk never ends inside a character, and the chunks are the document.
    @Test func chunksEndOnCharacterBoundaries() {
        var chunks: [[UInt8]] = []
        var json = JSONStreamWriter(chunkSize: 7) { chunks.append($0) }
        json.array(0..<50) { json, index in json.string("é😀\(index)") }
        json.finish(trailer: "\n")
        #expect(chunks.count > 10)
        for chunk in chunks { #expect(String(validating: chunk, as: UTF8.self) != nil) }
        let whole = chunks.flatMap { $0 }
        let decoded = try? JSONSerialization.jsonObject(with: Data(whole)) as? [String]
        #expect(decoded == (0..<50).map { "é😀\($0)" })
    }
}

extension JSONStreamWriterTests {
    /// Elements rendered on several cores come out as the bytes one writer gives, at any depth,
    /// for empty, short and long arrays, whatever the chunks.
    @Test func concurrentArrayWritesTheBytesOfArray() {
        @Sendable func element(_ json: inout JSONStreamWriter, _ index: Int) {
            json.object { json in
                json.key("items")
                json.array(0..<(index % 3)) { $0.number($1) }
                json.field("name", "test\"\(index)\"\n")
            }
        }
        func document(count: Int, chunkSize: Int?) -> Data {
            var data = Data()
            var json = JSONStreamWriter(chunkSize: 100) { data.append(contentsOf: $0) }
            json.object { json in
                json.key("run")
                json.object { json in
                    json.key("tests")
                    if let chunkSize {
                        json.concurrentArray(count: count, chunkSize: chunkSize) { json, index in element(&json, index) }
                    } else {
                        json.array(0..<count) { json, index in element(&json, index) }
                    }
                    json.field("after", true)
                }
            }
            json.finish(trailer: "\n")
            return data
        }
        for count in [0, 1, 2, 9, 5000] {
            let expected = document(count: count, chunkSize: nil)
            for chunkSize in [1, 7, 1024] {
                #expect(document(count: count, chunkSize: chunkSize) == expected, "\(count) elements, chunks of \(chunkSize)")
            }
        }
    }
}
