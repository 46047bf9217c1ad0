import EvidenceKit
import EvidenceTestSupport
import Testing

/// The compact store gives back exactly what went in, and finds tests by id.
@Suite struct TestResultsTests {
    @Test func resultsComeBackAsTheyWentIn() {
        let pointer = EvidencePointer(path: "logs/a.log", line: 3, excerpt: "Test Case '-[M.S t]' passed (0.001 seconds).")
        let inputs: [TestResult] = [
            TestResult(id: TestIdentifier(module: "M", suite: "S", name: "t"), status: .passed, duration: 0.001, evidence: [pointer]),
            TestResult(id: TestIdentifier(module: nil, suite: "", name: "display name"), status: .skipped),
            TestResult(id: TestIdentifier(module: nil, suite: "S", name: "noExcerpt"), status: .passed, evidence: [EvidencePointer(path: "junit/r.xml")]),
            TestResult(id: TestIdentifier(module: "M", suite: "S", name: "failed"), status: .failed, duration: 2,
                       issues: [TestIssue(message: "boom", location: SourceLocation(file: "S.swift", line: 9), evidence: pointer)], evidence: [pointer, pointer]),
            TestResult(id: TestIdentifier(module: "M", suite: "S", name: "farLine"), status: .flaky, evidence: [EvidencePointer(path: "p", line: Int(Int32.max) + 5, excerpt: "")]),
        ]
        let results = TestResults(inputs)
        #expect(Array(results) == inputs)
        #expect(results.count(of: .passed) == 2)
        #expect(results.position(of: TestIdentifier(module: "M", suite: "S", name: "failed")) == 3)
        #expect(results.position(of: TestIdentifier(module: nil, suite: "S", name: "failed")) == nil)
        #expect(results.contains(suite: "S", name: "failed") && !results.contains(suite: "S", name: "nothing"))
        var changed = results
        changed[0].status = .failed
        changed[0].id.name = "renamed"
        #expect(changed[0].status == .failed && changed.position(of: TestIdentifier(module: "M", suite: "S", name: "renamed")) == 0)
        #expect(results[0] == inputs[0])
    }

    /// A pass line is rebuilt from the id rather than kept; renamed, it keeps the text it had.
    @Test func passLinesAreRebuiltAndSurviveARename() {
        var collector = TestResultCollector()
        let xctest = TestIdentifier(module: "M", suite: "S", name: "testA")
        let swift = TestIdentifier(module: nil, suite: "", name: "runsTwice")
        let lines = ["Test Case '-[M.S testA]' passed (1.050 seconds).", "\u{2714} Test runsTwice() passed after 0.002 seconds."]
        collector.record(xctest, .passed, duration: 1.05, issues: [], evidence: EvidencePointer(path: "l", line: 1, excerpt: lines[0]))
        collector.record(swift, .passed, duration: 0.002, issues: [], evidence: EvidencePointer(path: "l", line: 2, excerpt: lines[1]))
        #expect(collector.results.map { $0.evidence.first?.excerpt } == lines)
        collector.rename([swift: TestIdentifier(module: "M", suite: "Suite", name: "other")])
        #expect(collector.results.map { $0.evidence.first?.excerpt } == lines)
        #expect(collector.results[1].id.description == "M.Suite/other")
    }

    /// A pass repeated many times keeps its first pointers only; a late failure is kept with it.
    @Test func collectorKeepsRepetitionsBounded() {
        var collector = TestResultCollector()
        let id = TestIdentifier(module: "M", suite: "S", name: "t")
        for line in 1...100 { collector.record(id, .passed, duration: 1, issues: [], evidence: EvidencePointer(path: "l", line: line)) }
        collector.record(id, .failed, duration: nil, issues: [TestIssue(message: "late")], evidence: nil)
        let result = collector.results[0]
        #expect(collector.results.count == 1 && result.status == .failed && result.duration == 100)
        #expect(result.evidence.map(\.line) == (1...TestResultCollector.maximumEvidencePerTest).map { $0 })
        #expect(result.issues.map(\.message) == ["late"])
    }

    /// A job that ran the suite on two destinations in turn, each with its own JUnit: one report says
    /// passed, the other failed, and the log that saw both saw the pass first. It failed (on the second
    /// destination); no retry made it pass. Without a source that saw the order, a pass and a failure
    /// in two reports still read as a retry: flaky.
    @Test func aTestThatPassedAndThenFailedInOneSourceFailedWhateverAnotherSays() {
        let id = TestIdentifier(module: "AppTests", suite: "StepDeliveryTests", name: "testEnablesHourlyDelivery")
        var log = TestResultCollector()
        log.record(id, .passed, duration: 0.06, issues: [], evidence: nil)
        log.record(id, .failed, duration: 0.07, issues: [TestIssue(message: "failed - Health data is unavailable on this device")], evidence: nil)
        let logReport = log.report(source: "logs/console.log", unattributedIssues: [])
        #expect(logReport.failedAfterPassing == [id])
        let iphone = TestRunReport(source: "junit/iphone.junit", tests: [TestResult(id: id, status: .passed)])
        let ipad = TestRunReport(source: "junit/ipad.junit", tests: [TestResult(id: id, status: .failed, issues: [TestIssue(message: "failed")])])
        #expect(TestMerger.merge([logReport, iphone, ipad]).tests.first?.status == .failed)
        #expect(TestMerger.merge([iphone, ipad, logReport]).tests.first?.status == .failed)
        #expect(TestMerger.merge([iphone, ipad]).tests.first?.status == .flaky, "no source saw the order: a retry")
        // A formatter's failure line (xcpretty's `✗ test, message`) after the test's pass: the same.
        var formatted = TestResultCollector()
        formatted.record(id, .passed, duration: 0.06, issues: [], evidence: nil)
        formatted.addIssue(TestIssue(message: "failed - Health data is unavailable on this device"), to: id)
        #expect(formatted.report(source: "logs/console.log", unattributedIssues: []).failedAfterPassing == [id])
        // Failed, then passed in one source: a retry, flaky.
        var retried = TestResultCollector()
        retried.record(id, .failed, duration: nil, issues: [TestIssue(message: "failed")], evidence: nil)
        retried.record(id, .passed, duration: nil, issues: [], evidence: nil)
        #expect(retried.report(source: "logs/console.log", unattributedIssues: []).failedAfterPassing.isEmpty)
    }

    /// Two jobs' logs, each naming its destination (an iOS Simulator's, Mac Catalyst's): a test that
    /// failed on one and passed only on the other failed there — each destination's run is its own.
    /// A report that names no destination leaves the pair a retry's.
    @Test func aFailureOnOneDestinationStandsBesideAPassOnAnother() {
        let id = TestIdentifier(module: "AuthTests", suite: "KeychainTokenStoreTests", name: "testSaveAndLoadRefreshToken")
        var catalyst = TestRunReport(source: "logs/catalyst.log", tests: [TestResult(id: id, status: .failed, issues: [TestIssue(message: "failed: caught error: \"unhandled(status: -34018)\"")])])
        catalyst.build.destination = "platform=macOS,variant=Mac Catalyst"
        var ios = TestRunReport(source: "logs/ios.log", tests: [TestResult(id: id, status: .passed)])
        ios.build.destination = "platform=iOS Simulator,name=iPhone 16,OS=18.4"
        #expect(TestMerger.merge([catalyst, ios]).tests.first?.status == .failed)
        #expect(TestMerger.merge([ios, catalyst]).tests.first?.status == .failed)
        var retry = TestRunReport(source: "logs/retry.log", tests: [TestResult(id: id, status: .passed)])
        retry.build.destination = "platform=macOS,variant=Mac Catalyst"
        #expect(TestMerger.merge([catalyst, retry]).tests.first?.status == .flaky, "the same destination's pass: a retry")
        let junit = TestRunReport(source: "junit/report.xml", tests: [TestResult(id: id, status: .passed)])
        #expect(TestMerger.merge([catalyst, ios, junit]).tests.first?.status == .flaky, "a pass no destination places: a retry's")
    }
}
