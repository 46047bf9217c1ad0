import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// How runs fold into test cases, on shapes the fixtures lack: a retry that passed, repetitions.
@Suite struct XCResultFoldingTests {
    typealias S = SyntheticXCResult

    /// One metadata node per run of `test()`, each with its own summary and repetition policy.
    static func runs(of name: String, statuses: [String], mode: String, in synthetic: SyntheticXCResult) throws -> [String] {
        try statuses.enumerated().map { index, status in
            var fields: [(String, String)] = [
                ("name", S.string(name)), ("identifier", S.string("SyncTests/\(name)")), ("testStatus", S.string(status)),
                ("duration", S.scalar("Double", "1.0")),
                ("repetitionPolicySummary", S.object("ActionTestRepetitionPolicySummary", [
                    ("iteration", S.scalar("Int", String(index + 1))), ("totalIterations", S.scalar("Int", String(statuses.count))),
                    ("repetitionMode", S.string(mode)),
                ])),
            ]
            if status == "Failure" {
                fields.append(("failureSummaries", S.array([S.object("ActionTestFailureSummary", [
                    ("message", S.string("timed out waiting for refresh")), ("fileName", S.string("/src/SyncTests.swift")), ("lineNumber", S.scalar("Int", "7")),
                ])])))
            }
            let summary = try synthetic.add(S.object("ActionTestSummary", fields))
            return S.object("ActionTestMetadata", [
                ("name", S.string(name)), ("identifier", S.string("SyncTests/\(name)")), ("testStatus", S.string(status)),
                ("summaryRef", S.reference(summary)),
            ])
        }
    }

    @Test func retryThatPassedIsPassedAndFlaky() throws {
        let directory = try TemporaryDirectory()
        let synthetic = try SyntheticXCResult(at: directory.path("Retry.xcresult"))
        let flaky = try Self.runs(of: "testRefresh()", statuses: ["Failure", "Success"], mode: "RunRetryOnFailure", in: synthetic)
        let broken = try Self.runs(of: "testCursor()", statuses: ["Failure", "Failure", "Failure"], mode: "RunRetryOnFailure", in: synthetic)
        let repeated = try Self.runs(of: "testIdempotent()", statuses: ["Success", "Failure", "Success"], mode: "RunFixedIterations", in: synthetic)
        try synthetic.writeTestRun(tests: [], extraTestNodes: flaky + broken + repeated)
        let document = try XCResultReader().read(bundlePath: synthetic.path)
        let tree = XCResultTestTree(document: document)
        let byName = Dictionary(uniqueKeysWithValues: tree.testCases.map { ($0.name, $0) })

        let refresh = try #require(byName["testRefresh()"])
        #expect(refresh.result == .passed)
        #expect(refresh.isFlaky)
        #expect(refresh.children.map(\.name) == ["Retry 1", "Retry 2"])
        #expect(refresh.children.map(\.result) == [.failed, .passed])

        let cursor = try #require(byName["testCursor()"])
        #expect(cursor.result == .failed)
        #expect(cursor.details == "Failed after 3 retries")

        let idempotent = try #require(byName["testIdempotent()"])
        #expect(idempotent.result == .failed)
        #expect(idempotent.children.map(\.name) == ["Repetition 1", "Repetition 2", "Repetition 3"])

        let report = document.testRunReport()
        let statuses = Dictionary(uniqueKeysWithValues: report.tests.map { ($0.id.description, $0.status) })
        #expect(statuses == [
            "AppTests.SyncTests/testRefresh": .flaky,
            "AppTests.SyncTests/testCursor": .failed,
            "AppTests.SyncTests/testIdempotent": .failed,
        ])
        // A flaky test carries its failure, reported once.
        #expect(report.tests.first { $0.status == .flaky }?.issues.map(\.message) == ["timed out waiting for refresh"])
        #expect(XCResultSummaryFormatter.markdown(document).contains("1 flaky: passed on retry"))
    }

    @Test func xcode26NamesTheFirstRun() throws {
        let directory = try TemporaryDirectory()
        let synthetic = try SyntheticXCResult(at: directory.path("Retry26.xcresult"), minorVersion: 56)
        let nodes = try Self.runs(of: "testRefresh()", statuses: ["Failure", "Failure"], mode: "RunRetryOnFailure", in: synthetic)
        try synthetic.writeTestRun(tests: [], extraTestNodes: nodes)
        let tree = XCResultTestTree(document: try XCResultReader().read(bundlePath: synthetic.path))
        let testCase = try #require(tree.testCases.first)
        #expect(testCase.children.map(\.name) == ["First Run", "Retry 1"])
        #expect(testCase.details == "Failed after 2 retries")
    }
}
