import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// A run with more failed tests than triage classifies one by one (`Triage.classifiedFailureLimit`):
/// the first are classified, the rest counted by suite in every output — the total never lost, the
/// time and memory bounded by the limit, not by the run (issue 28, part 5).
@Suite struct FailureBudgetTests {
    static let environment = EvidenceProcess.cleanEnvironment(["SOURCE_DATE_EPOCH": "1764000000"])

    /// An xcodebuild log of `count` failed tests, the last `tail` of them in a second suite.
    static func log(failures count: Int, tail: Int) -> String {
        var text = "Test Suite 'All tests' started at 2026-08-13 12:00:00.000.\n"
        for index in 0..<count {
            let suite = index < count - tail ? "FeedTests" : "CacheTests"
            text += "Test Case '-[App.\(suite) test\(index)]' started.\n"
            text += "/Users/ci/App/\(suite).swift:\(index % 900 + 10): error: -[App.\(suite) test\(index)] : XCTAssertEqual failed: (\"\(index)\") is not equal to (\"0\")\n"
            text += "Test Case '-[App.\(suite) test\(index)]' failed (0.001 seconds).\n"
        }
        return text + "** TEST FAILED **\n"
    }

    @Test func failuresPastTheLimitAreCountedBySuiteInEveryOutput() throws {
        let directory = try TemporaryDirectory()
        let limit = Triage.classifiedFailureLimit
        _ = try directory.write("results/xcodebuild-test.log", Self.log(failures: limit + 30, tail: 20))
        let archive = directory.path("run.tgz")
        let collect = try EvidenceProcess.run(["collect", directory.path("results"), "-o", archive, "--commit", "0123abc"], environment: Self.environment)
        #expect(collect.status == 0, "\(collect.standardError)")

        let report = try EvidenceProcess.run(["triage", archive], environment: Self.environment)
        #expect(report.status == 0, "\(report.standardError)")
        #expect(report.standardOutput.hasPrefix("# \(limit + 30) failed tests: the first \(limit) classified (\(limit) business-logic errors), 30 more counted by suite\n"))
        #expect(report.standardOutput.contains("## 30 more failed tests, counted by suite"))
        #expect(report.standardOutput.contains("- `CacheTests`: 20\n- `FeedTests`: 10\n"))

        let json = try EvidenceProcess.run(["triage", archive, "-f", "json"], environment: Self.environment)
        // 14 MB of JSON: read with JSONSerialization (the schema is checked on a small one below).
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect((document["summary"] as? [String: Any])?["failed"] as? Int == limit + 30)
        #expect((document["failures"] as? [Any])?.count == limit)
        let notClassified = try #require(document["notClassified"] as? [String: Any])
        #expect(notClassified["count"] as? Int == 30)
        let bySuite = try #require(notClassified["bySuite"] as? [[String: Any]])
        #expect(bySuite.map { $0["suite"] as? String } == ["CacheTests", "FeedTests"])
        #expect(bySuite.map { $0["count"] as? Int } == [20, 10])
    }

    /// The JUnit and the HTML outputs say the same, from the same result (here with a limit of 3).
    @Test func junitAndThePageCountTheFailuresPastTheLimit() throws {
        let directory = try TemporaryDirectory()
        _ = try directory.write("results/xcodebuild-test.log", Self.log(failures: 5, tail: 2))
        let archive = directory.path("run.tgz")
        let collect = try EvidenceProcess.run(["collect", directory.path("results"), "-o", archive, "--commit", "0123abc"], environment: Self.environment)
        #expect(collect.status == 0, "\(collect.standardError)")
        let result = Triage.run(try ArchiveEvidenceReader.read(archivePath: archive), limit: 3)
        #expect(result.failures.count == 3)
        #expect(result.overflow?.count == 2)
        #expect(result.overflow?.bySuite.map(\.name) == ["CacheTests"])
        #expect(result.overflow?.otherSuites == 0)
        let document = TriageDocument(result)
        let problems = try JSONSchemaValidator.documented("evidence.triage.v1.schema.json").problems(json: try document.encoded())
        #expect(problems.isEmpty, "\(problems.prefix(3))")
        #expect(document.notClassified?.count == 2)
        let junit = TriageJUnitWriter.xml(document)
        #expect(junit.contains("<!-- 2 more failed tests were not classified one by one (evidence triage classifies the first 3); evidence logs lists them. -->"))
        let page = HTMLReport(renderer: try TriageRenderer()).render(result)
        #expect(page.contains("<section id=\"overflow\"><h2>2 more failed tests, counted by suite</h2>"))
        #expect(page.contains("<li><code>CacheTests</code>: 2</li>"))
    }

    /// Past `maximumTestsWithIssues`, a failure keeps its status and where it was read, not its
    /// messages: a log of 10⁶ failures costs a few dozen bytes a test.
    @Test func failuresPastTheIssueBoundKeepTheirStatusAndPlace() {
        var collector = TestResultCollector()
        let bound = TestResultCollector.maximumTestsWithIssues
        for index in 0..<(bound + 5) {
            let issue = TestIssue(message: "XCTAssertEqual failed: \(index)", evidence: EvidencePointer(path: "logs/run.log", line: index, excerpt: "line \(index)"))
            collector.record(TestIdentifier(module: "App", suite: "FeedTests", name: "test\(index)"), .failed, duration: 0.001, issues: [issue],
                             evidence: EvidencePointer(path: "logs/run.log", line: index, excerpt: "Test Case failed"))
        }
        let results = collector.results
        #expect(results.count == bound + 5)
        #expect(results.count(of: .failed) == bound + 5)
        #expect(results[bound - 1].issues.count == 1)
        #expect(results[bound].issues.isEmpty)
        #expect(results[bound].evidence == [EvidencePointer(path: "logs/run.log", line: bound)])
    }
}
