@testable import EvidenceArchive
@testable import EvidenceRun
@testable import EvidenceCore
@testable import EvidenceHistory
@testable import EvidenceReaders
import EvidenceTestSupport
@testable import EvidenceTriage
import Foundation
import Testing

@Suite struct TriageRendererTests {
    /// A run like samples/sample-run, built directly in the model (the readers have their own tests).
    static func sampleInput(failures extra: Int = 0) -> TriageInput {
        func failed(_ suite: String, _ name: String, _ message: String, line: Int) -> TestResult {
            let id = TestIdentifier(module: "BackgroundSyncAppTests", suite: suite, name: name)
            let pointer = EvidencePointer(path: "logs/xcodebuild-test.log", line: line, excerpt: message)
            return TestResult(id: id, status: .failed, duration: 0.01, issues: [TestIssue(message: message, location: SourceLocation(file: "\(suite).swift", line: 42), evidence: pointer)], evidence: [pointer])
        }
        var tests = [
            failed("BackgroundTaskRegistrationTests", "testCleanupTaskCanBeSubmitted", "XCTAssertNoThrow failed: threw error \"Error Domain=BGTaskSchedulerErrorDomain Code=3 \"(null)\"\"", line: 14),
            failed("SyncRefreshJobTests", "testRepeatedRunIsIdempotent", "XCTAssertEqual failed: (\"14\") is not equal to (\"7\") - running the job twice must not duplicate items", line: 23),
            failed("BackgroundRefreshSchedulingTests", "testRefreshRunsWithinFifteenMinutes", "Asynchronous wait failed: Exceeded timeout of 900 seconds, with unfulfilled expectations: \"system launches com.example.app.refresh\".", line: 33),
            TestResult(id: TestIdentifier(module: "BackgroundSyncAppTests", suite: "SyncRefreshJobTests", name: "testCursorIsCommittedWithItems"), status: .passed),
            TestResult(id: TestIdentifier(module: "BackgroundSyncAppTests", suite: "SyncRefreshJobTests", name: "testRetriedOnce"), status: .flaky),
        ]
        for index in 0..<extra {
            tests.append(failed("GeneratedTests", "testCase\(index)", "XCTAssertEqual failed: (\"\(index)\") is not equal to (\"0\") - `backticks` and <html> and ``` fences", line: 1000 + index))
        }
        let records = [
            RegistrationRecord(identifier: "com.example.app.refresh", taskKind: .appRefresh, phase: .registration, outcome: .succeeded, errorType: nil, timestamp: "2026-11-20T09:14:01Z", evidence: EvidencePointer(path: "diagnostics/registration.jsonl", line: 1)),
            RegistrationRecord(identifier: "com.example.app.cleanup", taskKind: .processing, phase: .registration, outcome: .failed, errorType: "BGTaskScheduler.Error.notPermitted", timestamp: "2026-11-20T09:14:01Z", evidence: EvidencePointer(path: "diagnostics/registration.jsonl", line: 2)),
        ]
        let plist = AppInfoPlist.built(permitted: ["com.example.app.refresh"], modes: ["fetch"], path: "config/BackgroundSyncApp/Info.plist")
        let manifest = Manifest(
            schema: Manifest.schemaIdentifier, tool: .init(name: "evidence", version: EvidenceVersion.current), created: "1970-01-01T00:00:00Z",
            commit: CommitInfo(sha: "0123456789abcdef0123456789abcdef01234567", source: "GITHUB_SHA"),
            ci: CIMetadata(provider: "github-actions", runURL: "https://github.com/acme/app/actions/runs/42", job: "test", branch: "main"),
            compression: "gzip", redactions: .init(total: 0, byRule: [:]), entries: [], skipped: [], skippedTotal: 0)
        return TriageInput(
            reports: [TestRunReport(source: "logs/xcodebuild-test.log", tests: tests, build: BuildOutcome(succeeded: true))],
            logLines: [TestIdentifier(module: "BackgroundSyncAppTests", suite: "BackgroundTaskRegistrationTests", name: "testCleanupTaskCanBeSubmitted"): [
                EvidencePointer(path: "logs/xcodebuild-test.log", line: 13, excerpt: "Registration rejected; com.example.app.cleanup is not advertised in the application's Info.plist"),
            ]],
            registrations: records, plists: [plist], manifest: manifest,
            archiveSHA256: String(repeating: "ab", count: 32), archiveName: "run.tgz")
    }

    @Test func theSampleRunIsLabelledOneOfEachKind() {
        let result = Triage.run(Self.sampleInput())
        #expect(result.failures.map(\.classification.category) == [.configurationRegression, .businessLogicError, .schedulingExpectationMismatch])
        #expect(result.flaky.map(\.id.description) == ["BackgroundSyncAppTests.SyncRefreshJobTests/testRetriedOnce"])
        let document = TriageDocument(result)
        #expect(document.summary == .init(tests: 5, passed: 2, failed: 3, skipped: 0, flaky: 1, byCategory: [
            "configuration-regression": 1, "business-logic-error": 1, "scheduling-expectation-mismatch": 1,
        ], infrastructure: 0))
        #expect(document.failures[0].test == "BackgroundSyncAppTests.BackgroundTaskRegistrationTests/testCleanupTaskCanBeSubmitted")
        #expect(document.failures[0].rule == "identifier_not_permitted")
    }

    @Test func reportSnapshot() throws {
        let report = try TriageRenderer().report(Triage.run(Self.sampleInput()))
        if let mismatch = Snapshot.mismatch(report, named: "sample-report.md") { Issue.record(Comment(rawValue: mismatch)) }
    }

    @Test func commentSnapshot() throws {
        let comment = try TriageRenderer().comment(Triage.run(Self.sampleInput()), maxCharacters: 65536)
        if let mismatch = Snapshot.mismatch(comment, named: "sample-comment.md") { Issue.record(Comment(rawValue: mismatch)) }
    }

    /// Each failure's message is shown once in the report: as the cause on its Start-here line or
    /// quoted in its evidence, not again as the block's cause, the rule's reason or an evidence line;
    /// each next step once, on the Start-here line.
    @Test func theSampleReportShowsEachMessageOnce() throws {
        let result = Triage.run(Self.sampleInput())
        let report = try TriageRenderer().report(result)
        for failure in result.failures {
            let message = TriageRenderer.inline(failure.test.issues[0].message, limit: 500)
            #expect(report.components(separatedBy: message).count - 1 == 1, "\(message)")
            let step = try #require(failure.nextStep)
            #expect(report.components(separatedBy: step).count - 1 == 1, "\(step)")
            #expect(report.components(separatedBy: failure.test.id.description).count - 1 == 1, "the test named once")
        }
    }

    /// The sample with 2,000 more failures, triaged and grouped once for the three limits below.
    static let twoThousand = Triage.run(sampleInput(failures: 2000))
    static let twoThousandGroups = FailureGrouping(twoThousand.failures).groups

    @Test(arguments: [65536, 20000, 3000])
    func aCommentWithTwoThousandFailuresFitsAndStaysBalanced(_ limit: Int) throws {
        let result = Self.twoThousand
        let comment = try TriageRenderer().comment(result, maxCharacters: limit)
        #expect(comment.utf16.count <= limit)
        #expect(comment.hasPrefix("<!-- evidence:comment -->\n"))
        #expect(comment.components(separatedBy: "<details>").count == comment.components(separatedBy: "</details>").count)
        #expect(comment.components(separatedBy: "```").count % 2 == 1)
        // The 2,000 generated failures differ only in a number: one cause, listed first.
        let groups = Self.twoThousandGroups
        #expect(groups.map(\.count) == [2000, 1, 1, 1])
        // The blocks shown, by their numbers: a cause that does not fit leaves room for a later one.
        let numbers = comment.components(separatedBy: "\n### ").dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }
        let shown = numbers.count
        let shownTests = numbers.reduce(0) { $0 + groups[$1 - 1].count }
        if limit >= 20000 {
            #expect(shown == 4)
            #expect(comment.contains("  - and 1980 more — see `evidence triage run.tgz --format json`"))
            #expect(!comment.contains("did not fit"))
        } else {
            #expect(shown < 4)
            let causes = 4 - shown
            #expect(comment.contains("**\(2003 - shownTests) more failed tests in \(causes) cause\(causes == 1 ? "" : "s") did not fit in this comment.**"))
        }
        // Deterministic.
        #expect(try TriageRenderer().comment(result, maxCharacters: limit) == comment)
        // GitHub's renderer: the footer is still HTML, not swallowed by an open fence or block.
        let html = try CMark.render(comment)
        #expect(html.contains("<sub>evidence \(EvidenceVersion.current)"))
        #expect(html.components(separatedBy: "<details>").count == html.components(separatedBy: "</details>").count)
    }

    /// The document keeps every failure and names its group; the groups list every test once.
    @Test func theSampleDocumentGroupsEachFailure() throws {
        let document = TriageDocument(Triage.run(Self.sampleInput()))
        #expect(document.groups.map(\.id) == ["g1", "g2", "g3"])
        #expect(document.groups[0] == .init(id: "g1", category: "configuration-regression", rule: "identifier_not_permitted", cause: "com.example.app.cleanup", count: 1,
                                             tests: ["BackgroundSyncAppTests.BackgroundTaskRegistrationTests/testCleanupTaskCanBeSubmitted"]))
        #expect(document.failures.map(\.group) == ["g1", "g2", "g3"])
        let decoded = try JSONDecoder().decode(TriageDocument.self, from: try document.encoded())
        #expect(decoded == document)
    }
}

@Suite struct TestMergerTests {
    func result(_ module: String?, _ suite: String, _ name: String, _ status: TestStatus, at line: Int? = nil) -> TestResult {
        let issues = line.map { [TestIssue(message: "Expectation failed", location: SourceLocation(file: "/ci/Tests/MathTests.swift", line: $0))] } ?? []
        return TestResult(id: TestIdentifier(module: module, suite: suite, name: name), status: status, issues: issues)
    }

    @Test func aSwiftTestingDisplayNameInTheLogJoinsTheBundlesTest() {
        let bundle = TestRunReport(source: "xcresult/Run.xcresult", tests: [
            result("AppTests", "MathTests", "basicArithmetic", .failed, at: 12),
            result("AppTests", "MathTests", "division", .passed),
        ])
        let log = TestRunReport(source: "logs/swift-test.log", tests: [
            result(nil, "MathTests", "Basic arithmetic", .failed, at: 12),
            result(nil, "MathTests", "Division works", .passed),
        ])
        let run = TestMerger.merge([bundle, log])
        #expect(run.tests.map(\.id.description) == ["AppTests.MathTests/basicArithmetic", "AppTests.MathTests/division"])
        #expect(run.tests[0].status == .failed)
    }

    @Test func testsOfSuitesTheBundleDoesNotHaveAreKeptEvenWhenTheyFailAtTheSamePlace() {
        let bundle = TestRunReport(source: "xcresult/Run.xcresult", tests: [result("UITests", "LaunchTests", "testFailureCase", .failed, at: 44)])
        let log = TestRunReport(source: "logs/ui.log", tests: [
            result("OtherUITests", "CheckoutTests", "testCheckoutFlow", .failed, at: 44),
            result("OtherUITests", "CheckoutTests", "testLogin", .passed),
        ])
        let run = TestMerger.merge([bundle, log])
        #expect(run.tests.map(\.id.description) == ["UITests.LaunchTests/testFailureCase", "OtherUITests.CheckoutTests/testCheckoutFlow", "OtherUITests.CheckoutTests/testLogin"])
        #expect(run.tests.filter { $0.status == .failed }.count == 2)
    }

    /// xcbeautify's JUnit names a Swift Testing test by its display name in quotes, the log's list of
    /// failures by its function: one failed test of the suite at the same place, under the function's
    /// name, in either order (round 49's `fs08`). Another failure of the suite elsewhere stays apart.
    @Test func aQuotedDisplayNameJoinsTheFunctionThatFailedAtTheSamePlace() {
        let log = TestRunReport(source: "logs/x.log", tests: [result(nil, "KeychainTests", "saveThenLoad", .failed, at: 13),
                                                              result(nil, "KeychainTests", "loadsNothing", .failed, at: 20)])
        let junit = TestRunReport(source: "junit/x.xml", tests: [result(nil, "KeychainTests", "\"Save then load round-trips\"", .failed, at: 13)])
        for reports in [[log, junit], [junit, log]] {
            let run = TestMerger.merge(reports)
            #expect(Set(run.tests.map(\.id.description)) == ["KeychainTests/saveThenLoad", "KeychainTests/loadsNothing"])
        }
        let elsewhere = TestRunReport(source: "junit/x.xml", tests: [result(nil, "KeychainTests", "\"Save then load round-trips\"", .failed, at: 31)])
        #expect(TestMerger.merge([log, elsewhere]).tests.count == 3)
    }

    @Test func withoutABundleTheLogAndJUnitViewsStillMergeByName() {
        let log = TestRunReport(source: "logs/x.log", tests: [result("App", "SyncTests", "testA", .failed, at: 3), result("App", "SyncTests", "testB", .passed)])
        let junit = TestRunReport(source: "junit/x.xml", tests: [result(nil, "SyncTests", "testA", .failed, at: 3), result(nil, "SyncTests", "testB", .passed)])
        let run = TestMerger.merge([log, junit])
        #expect(run.tests.count == 2)
        #expect(run.tests[0].id.description == "App.SyncTests/testA")
    }

    /// A formatter's log (xcpretty, xcbeautify) keeps a failure's message and drops its file:line;
    /// JUnit gives the place. One issue, with the place — not two, the first without it.
    @Test func anIssueToldTwiceTakesThePlaceTheOtherViewGives() {
        var formatted = result("App", "SyncTests", "testA", .failed)
        formatted.issues = [TestIssue(message: "XCTAssertTrue failed - keyboard shown")]
        var junitView = result(nil, "SyncTests", "testA", .failed)
        junitView.issues = [TestIssue(message: "XCTAssertTrue failed - keyboard shown", location: SourceLocation(file: "/ci/Tests/SyncTests.swift", line: 12)),
                            TestIssue(message: "another issue", location: SourceLocation(file: "/ci/Tests/SyncTests.swift", line: 14))]
        let run = TestMerger.merge([TestRunReport(source: "logs/x.log", tests: [formatted]), TestRunReport(source: "junit/x.xml", tests: [junitView])])
        #expect(run.tests[0].issues.map(\.message) == ["XCTAssertTrue failed - keyboard shown", "another issue"])
        #expect(run.tests[0].issues.map { $0.location?.line } == [12, 14])
    }

    /// A parallel log prints the module on failure lines only (`-[App.SyncTests testA]`) and none on
    /// the clones' result lines (`SyncTests.testB()`): one run, one form — the module its suite has.
    @Test func aTestPrintedWithoutItsModuleTakesTheModuleOfItsSuite() {
        let log = TestRunReport(source: "logs/parallel.log", tests: [
            result("App", "SyncTests", "testA", .failed, at: 3), result(nil, "SyncTests", "testB", .passed), result(nil, "OtherTests", "testC", .passed),
        ])
        let junit = TestRunReport(source: "junit/x.xml", tests: [result(nil, "SyncTests", "testB", .passed), result(nil, "SyncTests", "testD", .failed, at: 9)])
        let run = TestMerger.merge([log, junit])
        #expect(run.tests.map(\.id.description) == ["App.SyncTests/testA", "App.SyncTests/testB", "OtherTests/testC", "App.SyncTests/testD"])
    }

    /// Two test targets with a suite of the same name: which one a test without its module belongs
    /// to is not known, so it stays as printed rather than joining a guess.
    @Test func aSuiteOfTwoModulesGivesNoModule() {
        let log = TestRunReport(source: "logs/x.log", tests: [result("AppTests", "SyncTests", "testA", .passed), result("KitTests", "SyncTests", "testB", .passed)])
        let junit = TestRunReport(source: "junit/x.xml", tests: [result(nil, "SyncTests", "testC", .failed, at: 4), result(nil, "SyncTests", "testA", .passed)])
        let run = TestMerger.merge([log, junit])
        #expect(run.tests.map(\.id.description) == ["AppTests.SyncTests/testA", "KitTests.SyncTests/testB", "SyncTests/testC"])
    }

    @Test func failedInOneViewAndPassedInAnotherIsFlaky() {
        let first = TestRunReport(source: "logs/a.log", tests: [result("App", "SyncTests", "testA", .failed, at: 3)])
        let second = TestRunReport(source: "junit/a.xml", tests: [result("App", "SyncTests", "testA", .passed)])
        #expect(TestMerger.merge([first, second]).tests.map(\.status) == [.flaky])
    }
}

/// The terminal view of the sample report, without colour: a snapshot a person can read.
@Suite struct TerminalReportFormatterTests {
    @Test func theSampleReportForATerminal() throws {
        let report = try TriageRenderer().report(Triage.run(TriageRendererTests.sampleInput()))
        let text = TerminalReportFormatter(color: false).format(report)
        if let mismatch = Snapshot.mismatch(text, named: "sample-report-terminal.txt") { Issue.record(Comment(rawValue: mismatch)) }
        #expect(!text.contains("\u{1B}"))
    }

    @Test func linksTablesAndCodeLoseTheirMarkers() {
        let plain = TerminalReportFormatter(color: false)
        #expect(plain.format("- **Source:** [`A/B.swift:3`](https://x/blob/s/A/B.swift#L3)") == "- Source: A/B.swift:3 <https://x/blob/s/A/B.swift#L3>")
        #expect(plain.format("| A | Count |\n|---|---:|\n| long name | 1 |") == "  A          Count\n  long name  1")
        #expect(plain.format("<details>\n<summary>Evidence: <code>T/a&lt;b&gt;</code></summary>\n\n> msg\n\n</details>") == "Evidence: T/a<b>\n\n│ msg\n")
        let coloured = TerminalReportFormatter(color: true)
        #expect(coloured.format("`x`") == "\u{1B}[36mx\u{1B}[0m")
        #expect(coloured.format("## Start here") == "\u{1B}[1;4mStart here\u{1B}[0m")
    }

    /// One colour per category: a Start-here line's category in its block heading's colour.
    @Test func aCategoryHasOneColourOnItsLineAndInItsHeading() {
        let coloured = TerminalReportFormatter(color: true)
        let line = coloured.format("1. **2 tests** · Configuration regression · `x` — y")
        #expect(line.contains(" · \u{1B}[33mConfiguration regression\u{1B}[0m · "), "\(line)")
        #expect(coloured.format("### 1. Configuration regression — 2 tests").hasPrefix("\u{1B}[1;33m"))
        #expect(TerminalReportFormatter(color: false).format("1. **2 tests** · Configuration regression · `x` — y") == "1. 2 tests · Configuration regression · x — y")
    }
}
