import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// A run of more failed tests than a reader keeps (issue 28, part 5): 10⁶ failures in a log and
/// 450,000 in JUnit were aborted under `ulimit -v` 256 MB, every test kept. Past
/// `TestResultCollector.maximumFailedTests` a failure is counted by suite, not kept, and counted
/// once wherever it is read again. The bound is checked by the number of tests kept, not by time
/// (`scripts/bench/limits.sh` runs the audit's inputs under the limits).
@Suite struct FailuresNotKeptTests {
    static let kept = TestResultCollector.maximumFailedTests
    /// Twice what a reader keeps: 10⁵ with the bound of 50,000.
    static let count = 2 * kept

    /// An xcodebuild log of `count` failed tests in suites of `count / 4`, and the summary block
    /// xcodebuild prints at the end, naming every one of them again.
    static func log(failures count: Int) -> [UInt8] {
        var text = "Test Suite 'All tests' started at 2026-08-13 12:00:00.000.\n"
        text.reserveCapacity(count * 260)
        for index in 0..<count {
            let suite = "Suite\(index / (count / 4))"
            text += "Test Case '-[App.\(suite) test\(index)]' started.\n"
            text += "/Users/ci/App/\(suite).swift:\(index % 900 + 10): error: -[App.\(suite) test\(index)] : XCTAssertEqual failed: (\"\(index)\") is not equal to (\"0\")\n"
            text += "Test Case '-[App.\(suite) test\(index)]' failed (0.001 seconds).\n"
        }
        text += "\nFailing tests:\n"
        for index in 0..<count { text += "\tApp.Suite\(index / (count / 4)).test\(index)()\n" }
        return Array((text + "\n** TEST FAILED **\n").utf8)
    }

    static func junit(failures count: Int) -> Data {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n<testsuite name=\"App.xctest\">\n"
        for index in 0..<count {
            text += "<testcase classname=\"App.Suite\(index / (count / 4))\" name=\"test\(index)\"><failure message=\"failed: \(index)\">App/Suite.swift:\(index % 900 + 10)</failure></testcase>\n"
        }
        return Data((text + "</testsuite>\n</testsuites>\n").utf8)
    }

    /// Read once: two tests look at each (the suite runs on 2 cores).
    static let logReport: TestRunReport = {
        let reader = TestLogReader(evidencePath: "logs/xcodebuild-test.log")
        log(failures: count).withUnsafeBytes { reader.consume($0) }
        return reader.finish()
    }()

    static let junitReport = Result {
        try JUnitReader(evidencePath: "junit/junit.xml").read(InputStream(data: junit(failures: count)), name: "junit.xml")
    }

    @Test func aLogKeepsItsFirstFailuresAndCountsTheRestOnceBySuite() {
        let report = Self.logReport
        #expect(report.tests.count == Self.kept)
        #expect(report.tests.count(of: .failed) == Self.kept)
        // The summary's second naming of each test counts none of them again.
        let notKept = report.failuresNotKept
        #expect(notKept.count == Self.count - Self.kept)
        #expect(notKept.bySuite.map(\.suite) == ["Suite2", "Suite3"])
        #expect(notKept.bySuite.map(\.count) == [Self.count / 4, Self.count / 4])
        #expect(notKept.otherSuites == 0)
        // The kept ones keep their messages up to the issue bound.
        #expect(report.tests[0].issues.first?.message.hasPrefix("XCTAssertEqual failed") == true)
    }

    @Test func aJUnitFileKeepsItsFirstFailuresAndCountsTheRest() throws {
        let report = try Self.junitReport.get()
        #expect(report.tests.count == Self.kept)
        #expect(report.failuresNotKept.count == Self.count - Self.kept)
        #expect(report.failuresNotKept.bySuite.map(\.suite) == ["Suite2", "Suite3"])
    }

    /// The log and JUnit of one run: each keeps and counts the same tests, the merged run counts
    /// each failure once, and triage says how many failed and how many were not kept.
    @Test func twoViewsOfOneRunCountEachFailureOnce() throws {
        let (log, junit) = (Self.logReport, try Self.junitReport.get())
        let merged = TestMerger.merge([log, junit])
        #expect(merged.tests.count == Self.kept)
        #expect(merged.failuresNotKept.count == Self.count - Self.kept)
        let result = Triage.run(TriageInput(reports: [log, junit]), limit: 10)
        #expect(result.counts.failed == Self.count)
        #expect(result.counts.tests == Self.count)
        #expect(result.overflow?.count == Self.count - 10)
        #expect(result.overflow?.notKept == Self.count - Self.kept)
    }

    /// A test counted, not kept, read again: a pass on a retry makes it flaky (no longer a failure),
    /// a second failure or a late issue counts nothing more; another source that kept it takes it back.
    @Test func aTestCountedNotKeptIsCountedOnce() {
        var collector = TestResultCollector()
        for index in 0..<(Self.kept + 3) {
            collector.record(TestIdentifier(module: "App", suite: "FeedTests", name: "test\(index)"), .failed, duration: 0.001, issues: [],
                             evidence: EvidencePointer(path: "logs/run.log", line: index))
        }
        #expect(collector.failuresNotKept.count == 3)
        let retried = TestIdentifier(module: "App", suite: "FeedTests", name: "test\(Self.kept)")
        let again = TestIdentifier(module: "App", suite: "FeedTests", name: "test\(Self.kept + 1)")
        collector.record(again, .failed, duration: nil, issues: [], evidence: nil)
        let tookIssue = collector.addIssue(TestIssue(message: "late"), to: again)
        #expect(tookIssue)
        #expect(collector.contains(suite: "FeedTests", name: again.name))
        collector.record(retried, .passed, duration: 0.002, issues: [], evidence: nil)
        #expect(collector.failuresNotKept.count == 2)
        #expect(collector.results.count == Self.kept + 1)
        #expect(collector.results[collector.results.count - 1].status == .flaky)

        var other = TestResultCollector()
        other.record(again, .passed, duration: 0.001, issues: [], evidence: nil)
        var mine = TestRunReport(source: "logs/run.log")
        mine.failuresNotKept = collector.failuresNotKept
        let merged = TestMerger.merge([other.report(source: "junit/junit.xml", unattributedIssues: []), mine])
        #expect(merged.failuresNotKept.count == 1)
        #expect(merged.tests.count == 1)
        #expect(merged.tests.status(at: 0) == .flaky)
    }

    /// Every output says how many failures were counted but not kept, and counts them in its
    /// totals; the JSON documents stay within their schemas (a small run, its counts made by hand).
    @Test func everyOutputSaysHowManyWereNotKept() throws {
        var report = TestRunReport(source: "logs/xcodebuild-test.log", tests: [
            TestResult(id: TestIdentifier(module: "App", suite: "FeedTests", name: "testKept"), status: .failed,
                       issues: [TestIssue(message: "XCTAssertEqual failed: (\"1\") is not equal to (\"0\")")]),
            TestResult(id: TestIdentifier(module: "App", suite: "FeedTests", name: "testPasses"), status: .passed),
        ])
        for index in 0..<3 { report.failuresNotKept.add(suite: "CacheTests", name: "test\(index)") }
        var text = ""
        var json = JSONStreamWriter { text += String(decoding: $0, as: UTF8.self) }
        TestRunReportJSON.write(report, to: &json)
        json.finish(trailer: "\n")
        #expect(try JSONSchemaValidator.documented("evidence.testrun.v1.schema.json").problems(json: Data(text.utf8)).isEmpty)
        #expect(text.contains("\"failed\" : 4") || text.contains("\"failed\":4"), "\(text.prefix(600))")

        var input = TriageInput(reports: [report])
        input.archiveSHA256 = String(repeating: "0", count: 64)
        let result = Triage.run(input)
        #expect(result.counts.failed == 4)
        #expect(result.counts.tests == 5)
        #expect(result.failures.count == 1)
        #expect(result.overflow?.count == 3)
        let document = TriageDocument(result)
        #expect(document.notClassified?.notKept == 3)
        let problems = try JSONSchemaValidator.documented("evidence.triage.v1.schema.json").problems(json: try document.encoded())
        #expect(problems.isEmpty, "\(problems.prefix(3))")
        let renderer = try TriageRenderer()
        let sentence = "3 of them were counted but not kept: a log or JUnit file keeps its first \(Self.kept) failed tests"
        #expect(renderer.report(result).contains(sentence))
        #expect(HTMLReport(renderer: renderer).render(result).contains(sentence))
        #expect(TriageJUnitWriter.xml(document).contains("3 of them were counted but not kept, grouped by suite"))
    }

    /// A hostile file giving every failure its own suite: the suites counted one by one are bounded,
    /// the rest counted together; the total holds.
    @Test func suitesPastTheLimitAreCountedTogether() {
        var notKept = FailuresNotKept()
        let count = FailuresNotKept.suiteLimit + 50
        for index in 0..<count { notKept.add(suite: "Suite\(index)", name: "test") }
        #expect(notKept.count == count)
        #expect(notKept.bySuite.count == FailuresNotKept.suiteLimit)
        #expect(notKept.otherSuites == 50)
        var merged = FailuresNotKept()
        merged.merge(notKept)
        merged.merge(notKept)
        #expect(merged.count == count)
        #expect(merged.bySuite.count == FailuresNotKept.suiteLimit)
        #expect(merged.otherSuites == 50)
    }
}

/// package:test names a test by its group and its own name (`--machine`'s JSON: group
/// `HabitReminderScheduler`, test `HabitReminderScheduler saving …`), flutter's junitreport by its file
/// and full name: the merged run has each test once.
@Suite struct FullNameMergeTests {
    static let json = """
        {"suite":{"id":0,"platform":"vm","path":"/builds/app/test/notifications/habit_reminder_scheduler_test.dart"},"type":"suite","time":1}
        {"group":{"id":20,"suiteID":0,"parentID":null,"name":"","metadata":{"skip":false,"skipReason":null},"testCount":2,"line":null,"column":null,"url":null},"type":"group","time":10}
        {"group":{"id":21,"suiteID":0,"parentID":20,"name":"HabitReminderScheduler","metadata":{"skip":false,"skipReason":null},"testCount":2,"line":25,"column":3,"url":null},"type":"group","time":11}
        {"test":{"id":22,"name":"HabitReminderScheduler saving settings after the reminder time schedules tomorrow","suiteID":0,"groupIDs":[20,21],"metadata":{"skip":false,"skipReason":null},"line":41,"column":5,"url":null},"type":"testStart","time":12}
        {"testID":22,"error":"Invalid argument (scheduledDate): Must be a date in the future","stackTrace":"test/notifications/habit_reminder_scheduler_test.dart 48:7  main.<fn>.<fn>\\n","isFailure":false,"type":"error","time":40}
        {"testID":22,"result":"error","skipped":false,"hidden":false,"type":"testDone","time":41}
        {"test":{"id":23,"name":"HabitReminderScheduler saving settings before the reminder time schedules today","suiteID":0,"groupIDs":[20,21],"metadata":{"skip":false,"skipReason":null},"line":55,"column":5,"url":null},"type":"testStart","time":42}
        {"testID":23,"result":"success","skipped":false,"hidden":false,"type":"testDone","time":50}
        {"success":false,"type":"done","time":60}

        """
    static let junit = """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites>
          <testsuite name="notifications.habit_reminder_scheduler" tests="2" failures="0" errors="1" skipped="0">
            <testcase classname="notifications.habit_reminder_scheduler" name="HabitReminderScheduler saving settings after the reminder time schedules tomorrow" time="0.037">
              <error message="Invalid argument (scheduledDate): Must be a date in the future">test/notifications/habit_reminder_scheduler_test.dart 48:7  main.&lt;fn&gt;.&lt;fn&gt;</error>
            </testcase>
            <testcase classname="notifications.habit_reminder_scheduler" name="HabitReminderScheduler saving settings before the reminder time schedules today" time="0.026"/>
          </testsuite>
        </testsuites>
        """

    /// The log and the JUnit report read through their readers, merged log first and JUnit first.
    static func mergedBothWays(log: String, junit: String) throws -> (log: TestRunReport, merged: [MergedRun]) {
        let reader = TestLogReader(evidencePath: "logs/job.log")
        Data(log.utf8).withUnsafeBytes { reader.consume($0) }
        let read = reader.finish()
        let fromJUnit = try JUnitReader(evidencePath: "junit/junit.xml").read(InputStream(data: Data(junit.utf8)), name: "junit.xml")
        return (read, [TestMerger.merge([read, fromJUnit]), TestMerger.merge([fromJUnit, read])])
    }

    @Test func aGroupsTestAndItsFullNameUnderItsFileAreOneTest() throws {
        for merged in try Self.mergedBothWays(log: Self.json, junit: Self.junit).merged {
            #expect(merged.tests.count == 2, "one test per name, whichever source comes first")
            #expect(merged.tests.count(of: .failed) == 1)
        }
        // Names without blanks (XCTest's) are never joined this way: `Suite/test` and `X/Suite test` stay two.
        let xctest = TestRunReport(source: "a.log", tests: TestResults([TestResult(id: TestIdentifier(module: nil, suite: "Suite", name: "testA"), status: .failed)]))
        let other = TestRunReport(source: "b.log", tests: TestResults([TestResult(id: TestIdentifier(module: nil, suite: "X", name: "Suite testA"), status: .failed)]))
        #expect(TestMerger.merge([other, xctest]).tests.count == 2)
    }

    /// `flutter test --reporter expanded` names a test by its full name under its file
    /// (`loading …/tide_merge_test.dart`), flutter's junitreport under the file's path in dots
    /// (`test.feed.tide_merge_test`): one test, not two.
    @Test func aFullNameUnderItsFileAndUnderItsDottedPathIsOneTest() throws {
        let log = """
            00:00 +0: loading /Users/runner/work/tides/tides/test/feed/tide_merge_test.dart
            00:01 +0: TideMerge merge keeps one reading per station and timestamp
            00:01 +0 -1: TideMerge merge keeps one reading per station and timestamp [E]
              Expected: an object with length of <3>
                Actual: [1, 1, 2, 3]

              package:matcher                     expect
              test/feed/tide_merge_test.dart 26:7  main.<fn>.<fn>

            00:01 +0 -1: TideMerge merge drops readings older than the window
            00:01 +1 -1: Some tests failed.

            """
        let junit = """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites>
              <testsuite name="test.feed.tide_merge_test" tests="2" failures="1" errors="0" skipped="0">
                <testcase classname="test.feed.tide_merge_test" name="TideMerge merge keeps one reading per station and timestamp" time="0.012">
                  <failure message="Expected: an object with length of &lt;3&gt;">test/feed/tide_merge_test.dart 26:7  main.&lt;fn&gt;.&lt;fn&gt;</failure>
                </testcase>
                <testcase classname="test.feed.tide_merge_test" name="TideMerge merge drops readings older than the window" time="0.004"/>
              </testsuite>
            </testsuites>
            """
        let (read, mergedRuns) = try Self.mergedBothWays(log: log, junit: junit)
        #expect(read.tests.count(of: .failed) == 1, "the expanded reporter's failure is read")
        for merged in mergedRuns {
            #expect(merged.tests.count(of: .failed) == 1, "one failed test, whichever source comes first")
            #expect(merged.tests.count == 2)
        }
        // Another file's test of the same full name stays its own.
        #expect(!TestMerger.sameFile("test.feed.tide_merge_test", "height_format_test"))
        #expect(!TestMerger.sameFile("test.feed.tide_merge_test", "merge_test"))
    }
}
