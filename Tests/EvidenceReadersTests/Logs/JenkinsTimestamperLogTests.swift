@testable import EvidenceReaders
import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// A Jenkins pipeline's console with the Timestamper plugin (`timestamps { }`, or its global option):
/// `[2026-12-04T07:03:22.820Z] ` before every line, or its documented default, the clock and two
/// blanks (`21:51:15  Started by user anonymous`). Read with it in place, no `Test Case` line was at
/// a line's start: a test that crashed and was restarted was not reported at all. GitLab Runner's
/// stamp (`2026-12-03T10:26:58.404329Z 00O `) likewise: with it in place every failure's message ran on
/// into the lines after it.
@Suite struct JenkinsTimestamperLogTests {
    @Test(arguments: [
        ("[2026-12-04T07:10:19.843Z] Test Case '-[A.B c]' started.", 27),
        ("[2026-12-04T07:10:19Z] Test Case '-[A.B c]' started.", 23),
        ("[2026-12-04T07:10:19.843Z]", 26),
        ("2026-08-13T12:07:23.2942834Z Test Case '-[A.B c]' started.", 29),  // GitHub Actions'
        ("2026-12-03T10:26:58.404329Z 00O Test Case '-[A.B c]' started.", 32),  // GitLab Runner's
        ("2026-12-03T10:26:58.404329Z 01E error: x", 32),
        ("2026-12-03T10:26:58.404329Z 00O+section_start:1:step_script", 32),  // continues the line before
        ("2026-12-03T10:26:58.404329Z 00O", 31),
        ("2026-12-03T10:26:58.404329Z 00Oops", 28),  // a line's own words
        ("2026-12-03T10:26:58.404329Z 0gO x", 28),
        ("2026-08-13T12:07:23.2942834Z ACE tests", 29),  // a GitHub Actions line's own words, not a stream
        ("[2026-12-04 07:10:19.843] x", 0),
        ("[2026-12-04T07:10:19.843Z]x", 26),
        ("[2026-12-04T07:10:19.843] x", 0),
        ("[10:32:19] :\t [Step 3/4] x", 0),  // TeamCity's, removed on its own
        ("21:51:15  Started by user anonymous", 10),
        ("00:00:01.234  Test Case '-[A.B c]' started.", 14),  // elapsed time
        ("11:04:58  ", 10),
        ("11:04:58", 8),
        ("11:04:58 app printed its time", 0),  // one blank: an app's own
        ("11:04:58\tx", 0),
        ("1:04:58  x", 0),
    ])
    func prefixLength(_ line: String, _ expected: Int) {
        #expect(Array(line.utf8).withUnsafeBytes { LogLineSplitter.timestampLength($0) } == expected)
    }

    /// Timestamper's console copied from its page keeps one blank after the clock: a stamp on the first
    /// line and after a stamped one, the app's own time anywhere else.
    @Test(arguments: [
        ("02:10:04 Started by GitHub pull request #902", 9),
        ("02:14:49 Test Case '-[A.B c]' started.", 9),
        ("02:10:04 ", 9),
        ("02:10:04  indented by the line's own blank", 9),
        ("2:10:04 x", 0),
    ])
    func prefixLengthWithOneBlank(_ line: String, _ expected: Int) {
        #expect(Array(line.utf8).withUnsafeBytes { LogLineSplitter.timestampLength($0, clockBlanks: 1) } == expected)
    }

    /// Every line but the first has the one-blank clock only after a stamped line: an unstamped log's
    /// app line keeps its time, a copied console loses every stamp.
    @Test func oneBlankClockIsAStampOnlyInAStampedLog() {
        func lines(_ text: String) -> [String] {
            var splitter = LogLineSplitter()
            var read: [String] = []
            Array(text.utf8).withUnsafeBytes { splitter.feed($0) { read.append($0.text) } }
            return read
        }
        #expect(lines("Test Suite 'All tests' started.\n11:04:58 app printed its time\n") == ["Test Suite 'All tests' started.", "11:04:58 app printed its time"])
        #expect(lines("02:14:49 Test Suite 'All tests' started.\n02:14:49 Test Case '-[A.B c]' started.\n02:14:50 \n02:14:50 ** TEST FAILED **\n")
            == ["Test Suite 'All tests' started.", "Test Case '-[A.B c]' started.", "", "** TEST FAILED **"])
    }

    /// Every real log of the fixtures, each line stamped as a CI stamps it, reads as the plain log:
    /// Timestamper's ISO time, its clock and two blanks, its console page copied (one blank), and
    /// GitLab Runner's time and stream (`FF_TIMESTAMPS`).
    @Test(.requiresSharedFixtures, arguments: TestLogReaderFixtureTests.expectations.map(\.log))
    func aFixtureStampedByACIReadsAsThePlainOne(_ log: String) throws {
        let plain = try String(decoding: Data(contentsOf: URL(fileURLWithPath: TestPaths.fixture("logs/\(log)"))), as: UTF8.self)
        var lines = plain.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        let stamps: [(Int) -> String] = [
            { _ in "[2026-12-04T07:10:19.843Z] " },
            { _ in "07:10:19  " },
            { _ in "07:10:19 " },
            { "2026-12-03T10:26:58.\(String(format: "%06d", $0 % 1_000_000))Z 00O " },
        ]
        for stamp in stamps {
            let printed = lines.enumerated().map { stamp($0.offset) + $0.element + "\n" }.joined()
            try GitHubActionsLogTests.expectSameReading(plain, Array(printed.utf8))
        }
    }

    /// A test the runner restarted after its crash is reported failed when every line is stamped.
    @Test func aRestartedTestIsReportedThroughTheStamps() throws {
        let log = """
            [2026-12-04T07:10:19.841Z] Test Suite 'TileCacheTests' started at 2026-12-04 07:10:19.841.
            [2026-12-04T07:10:19.843Z] Test Case '-[FieldKitTests.TileCacheTests testEvicts]' started.
            [2026-12-04T07:11:01.444Z] 2026-12-04 07:11:01.443 xcodebuild[6610:99120] [MT] IDETestOperationsObserverDebug: Restarting after unexpected exit, crash, or test timeout in TileCacheTests.testEvicts(); summary will include totals from previous launches.
            [2026-12-04T07:11:08.648Z] Test Case '-[FieldKitTests.TileCacheTests testHit]' started.
            [2026-12-04T07:11:08.651Z] Test Case '-[FieldKitTests.TileCacheTests testHit]' passed (0.002 seconds).
            [2026-12-04T07:11:14.839Z] Failing tests:
            [2026-12-04T07:11:14.839Z] \tFieldKitTests:
            [2026-12-04T07:11:14.839Z] \t\tTileCacheTests.testEvicts()
            [2026-12-04T07:11:14.900Z] ** TEST FAILED **

            """
        let (report, _) = TestLogReaderStreamTests.read(log)
        #expect(report.tests.first { $0.id.name == "testEvicts" }?.status == .failed)
        #expect(report.tests.first { $0.id.name == "testHit" }?.status == .passed)
    }
}
