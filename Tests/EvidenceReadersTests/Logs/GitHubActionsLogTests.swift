@testable import EvidenceReaders
import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// A log as GitHub Actions' "raw log" download gives it: a timestamp before every line, often CRLF,
/// a byte-order mark, colour codes and the runner's `##[group]` lines. It must read exactly as the
/// plain log: the same tests, messages, locations, line numbers and excerpts, and no timestamp in any
/// of them.
@Suite struct GitHubActionsLogTests {
    static let stamp = "2026-08-13T12:07:23.2942834Z "

    /// Every line of `text` prefixed as the runner does (an empty line gets the stamp and its space too).
    static func timestamped(_ text: String, lineEnding: String = "\n", every: Int = 1) -> String {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines.enumerated().map { index, line in (index % every == 0 ? stamp : "") + line + lineEnding }.joined()
    }

    /// Reads with the pipeline (two threads) as `logs` and `triage` do.
    static func read(_ bytes: [UInt8]) throws -> (TestRunReport, TestLogReader) {
        let reader = TestLogReader(evidencePath: "logs/test.log")
        let report = try TestLogPipeline.read(reader, batchSize: 64) { consume in
            var offset = 0
            bytes.withUnsafeBytes { all in
                while offset < all.count {
                    let end = min(offset + 13, all.count)
                    consume(UnsafeRawBufferPointer(rebasing: all[offset..<end]))
                    offset = end
                }
            }
        }
        return (report, reader)
    }

    static func expectSameReading(_ plain: String, _ variant: [UInt8], unrecognizedAdded: Int = 0, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let (expected, plainReader) = try read(Array(plain.utf8))
        let (report, reader) = try read(variant)
        #expect(Array(report.tests) == Array(expected.tests), sourceLocation: sourceLocation)
        #expect(report.build == expected.build, sourceLocation: sourceLocation)
        #expect(report.unattributedIssues == expected.unattributedIssues, sourceLocation: sourceLocation)
        #expect(reader.unrecognizedLineCount == plainReader.unrecognizedLineCount + unrecognizedAdded, sourceLocation: sourceLocation)
        #expect(reader.lineCount == plainReader.lineCount, sourceLocation: sourceLocation)
        #expect(reader.taskLinesByTest == plainReader.taskLinesByTest, sourceLocation: sourceLocation)
    }

    static let xctestRun = """
        Test Suite 'SyncJobTests' started at 2026-08-13 12:07:23.100
        Test Case '-[AppTests.SyncJobTests testRepeatedRunIsIdempotent]' started.
        2026-08-13 12:07:23.120 App[123:456] BGTaskScheduler submit failed: Error Domain=BGTaskSchedulerErrorDomain Code=1 "(null)"
        /Users/runner/work/App/AppTests/SyncJobTests.swift:42: error: -[AppTests.SyncJobTests testRepeatedRunIsIdempotent] : XCTAssertEqual failed: ("14") is not equal to ("7") - items were duplicated
        the second run wrote every item again

        Test Case '-[AppTests.SyncJobTests testRepeatedRunIsIdempotent]' failed (0.012 seconds).
        Test Case '-[AppTests.SyncJobTests testCursorIsCommitted]' started.
        Test Case '-[AppTests.SyncJobTests testCursorIsCommitted]' passed (0.004 seconds).
        Test Suite 'SyncJobTests' failed at 2026-08-13 12:07:23.130.
        \t Executed 2 tests, with 1 failure (0 unexpected) in 0.016 (0.017) seconds
        ◇ Test run started.
        ◇ Suite FeedParserTests started.
        ◇ Test parsesEmptyFeed() started.
        ✘ Test parsesEmptyFeed() recorded an issue at FeedParserTests.swift:12:5: Expectation failed: feed.items.isEmpty
        ✘ Test parsesEmptyFeed() failed after 0.006 seconds with 1 issue.
        ✘ Suite FeedParserTests failed after 0.007 seconds with 1 issue.

        Failing tests:
        \tAppTests.SyncJobTests/testRepeatedRunIsIdempotent()
        \tAppTests.FeedParserTests/parsesEmptyFeed()

        ** TEST FAILED **

        """

    @Test func everyLineTimestampedReadsAsThePlainLog() throws {
        try Self.expectSameReading(Self.xctestRun, Array(Self.timestamped(Self.xctestRun).utf8))
        let (report, _) = try Self.read(Array(Self.timestamped(Self.xctestRun).utf8))
        let failed = report.tests.filter { $0.status == .failed }
        #expect(failed.map(\.id.description).sorted() == ["AppTests.SyncJobTests/testRepeatedRunIsIdempotent", "FeedParserTests/parsesEmptyFeed"])
        let issue = try #require(failed.first { $0.id.suite == "SyncJobTests" }?.issues.first)
        // The message's own second line is glued on without its timestamp; the blank line ends it.
        #expect(issue.message == "XCTAssertEqual failed: (\"14\") is not equal to (\"7\") - items were duplicated\nthe second run wrote every item again")
        #expect(issue.location == SourceLocation(file: "/Users/runner/work/App/AppTests/SyncJobTests.swift", line: 42))
        #expect(issue.evidence?.line == 4)
        #expect(issue.evidence?.excerpt?.hasPrefix("/Users/runner/work/App/AppTests/SyncJobTests.swift:42: error:") == true)
    }

    @Test func crlfByteOrderMarkAndMixedLinesReadAsThePlainLog() throws {
        let crlf = [0xEF, 0xBB, 0xBF] + Array(Self.timestamped(Self.xctestRun, lineEnding: "\r\n").utf8)
        try Self.expectSameReading(Self.xctestRun, crlf)
        // A log where only some lines carry the stamp (a step that printed through another tool).
        try Self.expectSameReading(Self.xctestRun, Array(Self.timestamped(Self.xctestRun, every: 2).utf8))
        try Self.expectSameReading(Self.xctestRun, Array(Self.timestamped(Self.xctestRun, lineEnding: "\r\n", every: 3).utf8))
    }

    /// Buildkite writes its timestamp as a terminal string sequence before each line
    /// (`ESC _bk;t=1755079326000 BEL`); a terminal's link or title (`ESC ] … ESC \\`) is one too.
    @Test func buildkitesTimestampSequencesReadAsThePlainLog() throws {
        var stamp = 1_755_079_326_000
        let buildkite = Self.xctestRun.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { line -> String in
            stamp += 100
            return "\u{1B}_bk;t=\(stamp)\u{07}" + line + "\n"
        }.joined()
        try Self.expectSameReading(Self.xctestRun, Array(buildkite.utf8))
        // The same markers with their escape lost (a log copied out of a terminal or a web page): still removed.
        try Self.expectSameReading(Self.xctestRun, Array(buildkite.replacingOccurrences(of: "\u{1B}_bk", with: "_bk").utf8))
        try Self.expectSameReading(Self.xctestRun, Array(buildkite.replacingOccurrences(of: "\u{1B}_bk", with: "_bk").replacingOccurrences(of: "\u{07}", with: "").utf8))
        let linked = Self.xctestRun.replacingOccurrences(of: "AppTests/SyncJobTests.swift", with: "\u{1B}]8;;file:///src\u{1B}\\AppTests/SyncJobTests.swift")
        try Self.expectSameReading(Self.xctestRun, Array(linked.utf8))
    }

    @Test func colourCodesAfterTheStampAndTheRunnersLinesAreNoise() throws {
        let log = """
            2026-08-13T12:07:20.0000000Z ##[group]Run xcodebuild test -scheme App -destination 'platform=iOS Simulator,name=iPhone 16' | tee raw.log
            2026-08-13T12:07:20.0000001Z ##[endgroup]
            2026-08-13T12:07:23.1000000Z \u{1B}[1mTest Case '-[AppTests.SyncJobTests testRun]' started.\u{1B}[0m
            2026-08-13T12:07:23.1100000Z /src/SyncJobTests.swift:9: error: -[AppTests.SyncJobTests testRun] : \u{1B}[31mXCTAssertTrue failed\u{1B}[0m
            2026-08-13T12:07:23.1200000Z Test Case '-[AppTests.SyncJobTests testRun]' failed (0.020 seconds).
            2026-08-13T12:07:24.0000000Z ##[error]Process completed with exit code 65.
            2026-08-13T12:07:24.0000001Z ##[warning]Node.js 16 actions are deprecated.

            """
        let (report, reader) = try Self.read(Array(log.utf8))
        #expect(reader.unrecognizedLineCount == 0)
        let failed = try #require(report.tests.first)
        #expect(failed.id.description == "AppTests.SyncJobTests/testRun")
        #expect(failed.issues.map(\.message) == ["XCTAssertTrue failed"])
        #expect(failed.issues.first?.evidence == EvidencePointer(path: "logs/test.log", line: 4, excerpt: "/src/SyncJobTests.swift:9: error: -[AppTests.SyncJobTests testRun] : XCTAssertTrue failed"))
        #expect(report.unattributedIssues.isEmpty)
    }

    @Test func anAnnotationsTextIsReadAsALineOnce() throws {
        let nested = String(repeating: "##[error]", count: 100_000) + "Test Case '-[A.B testC]' passed (0.001 seconds)."
        let log = Self.stamp + "##[error]Test Case '-[A.B testC]' passed (0.001 seconds).\n" + Self.stamp + nested + "\n"
        let (report, reader) = try Self.read(Array(log.utf8))
        #expect(report.tests.map(\.id.description) == ["A.B/testC"])
        #expect(reader.unrecognizedLineCount == 0)
    }

    @Test(arguments: [
        ("2026-08-13T12:07:23.2942834Z Test", 29),
        ("2026-08-13T12:07:23.2942834Z", 28),  // an empty line
        ("2026-08-13T12:07:23Z x", 21),
        ("2026-08-13T12:07:23.29Z x", 24),
        ("2026-08-13 12:07:23.294 xcodebuild[8494:1661386] note", 0),  // xcodebuild's own stamp: the line's text
        ("2026-08-13T12:07:23.2942834+02:00 x", 0),
        ("2026-08-13T12:07:23.2942834Zx", 0),
        ("2026-08-1xT12:07:23.2942834Z x", 0),
        ("Test Case '-[A b]' started.", 0),
        ("", 0),
    ])
    func timestampLength(_ line: String, _ expected: Int) {
        #expect(Array(line.utf8).withUnsafeBytes { LogLineSplitter.timestampLength($0) } == expected)
    }

    /// The real logs, every line stamped: the same reading as the plain file, which
    /// `TestLogReaderFixtureTests` pins.
    @Test(.requiresSharedFixtures, arguments: TestLogReaderFixtureTests.expectations.map(\.log))
    func timestampedFixtureReadsAsThePlainOne(_ log: String) throws {
        let plain = try String(decoding: Data(contentsOf: URL(fileURLWithPath: TestPaths.fixture("logs/\(log)"))), as: UTF8.self)
        try Self.expectSameReading(plain, Array(Self.timestamped(plain, lineEnding: "\r\n").utf8))
        let (report, _) = try Self.read(Array(Self.timestamped(plain).utf8))
        let texts = report.tests.flatMap { $0.issues.flatMap { [$0.message, $0.location?.file ?? "", $0.evidence?.excerpt ?? ""] } + $0.evidence.compactMap(\.excerpt) }
            + report.build.errors.map(\.message) + report.unattributedIssues.map(\.message)
        #expect(!texts.contains { $0.contains("2026-08-13T") })
    }

    @Test func aTimestampedRunnerLogIsRecognisedAsATestLog() {
        // Checkout and setup fill the first 64 KiB; the test step's output comes later.
        var log = "\u{FEFF}" + Self.stamp + "##[group]Runner Image\n"
        while log.utf8.count < EvidenceRecognizer.prefixLength {
            log += Self.stamp + "Receiving objects:  42% (420/1000)\n"
        }
        let prefix = { (text: String) in Array(text.utf8.prefix(EvidenceRecognizer.prefixLength)) }
        #expect(EvidenceRecognizer.kind(ofFileNamed: "3_Run tests.txt", prefix: prefix(Self.stamp + "##[group]Run xcodebuild test -scheme App\n" + log)) == .log)
        #expect(EvidenceRecognizer.kind(ofFileNamed: "2_Checkout.txt", prefix: prefix(log)) == nil)
    }

    /// `xcbeautify --renderer github-actions` prints a failing test only as a workflow command
    /// (`::error file=…,line=9::    testName, reason`) under its suite's heading: the test fails with
    /// its reason and place; a compiler's annotation stays the build's.
    @Test func xcbeautifysGitHubActionsRendererGivesEachFailureItsMessageAndPlace() throws {
        let log = Self.timestamped("""
            ::warning file=/Users/runner/work/app/App/Feed.swift,line=64,col=69::'flatMap' is deprecated
            \u{1B}[1mTest Suite\u{1B}[0m AppTests.xctest started
            HabitSyncJobTests
            ::error file=ios/App/AppTests/HabitSyncJobTests.swift,line=9::    testSyncMergesRemoteChecks, XCTAssertEqual failed: ("3") is not equal to ("2")
            StreakCalendarTests
                \u{1B}[32m✔\u{1B}[0m testParsesRegularDay (0.002 seconds)
            ::error file=ios/App/AppTests/StreakCalendarTests.swift,line=12::    parsesDSTDay(), Expectation failed: day != nil
            ::error file=ios/App/AppTests/SyncTests.swift,line=4::    ✖ testSyncStarts, XCTAssertTrue failed
            ::error ::clang: error: linker command failed with exit code 1 (use -v to see invocation)

            """)
        let (report, reader) = try Self.read(Array(log.utf8))
        let failed = report.tests.filter { $0.status == .failed }
        #expect(failed.map(\.id.description).sorted() == ["HabitSyncJobTests/testSyncMergesRemoteChecks", "StreakCalendarTests/parsesDSTDay", "StreakCalendarTests/testSyncStarts"])
        #expect(failed.first?.issues.first?.message == #"XCTAssertEqual failed: ("3") is not equal to ("2")"#)
        #expect(failed.first?.issues.first?.location == EvidenceCore.SourceLocation(file: "ios/App/AppTests/HabitSyncJobTests.swift", line: 9))
        #expect(report.tests.contains { $0.status == .passed && $0.id.name == "testParsesRegularDay" })
        #expect(reader.unrecognizedLineCount == 0)
    }

    /// A copy that lost the blanks after `::` still gives an XCTest method (`test…`) its failure; a
    /// diagnostic whose text begins with another word and a comma stays the build's.
    @Test func aTrimmedAnnotationStillFailsItsTestButNotADiagnostic() throws {
        let log = Self.timestamped("""
            ::error file=/Users/lab/App/Feed.swift,line=3::expected ',' separator, found 'let'
            Test Suite AppTests.xctest started
            StepAggregatorTests
            ::error file=/Users/lab/AppTests/StepAggregatorTests.swift,line=11::testDailyTotals, XCTAssertEqual failed: ("400") is not equal to ("200")
                ✖ testDailyTotals (0.004 seconds)

            """)
        let (report, _) = try Self.read(Array(log.utf8))
        let failed = report.tests.filter { $0.status == .failed }
        #expect(failed.map(\.id.description) == ["StepAggregatorTests/testDailyTotals"])
        #expect(failed.first?.issues.map(\.message) == [#"XCTAssertEqual failed: ("400") is not equal to ("200")"#])
        #expect(report.build.errors.map(\.message) == ["expected ',' separator, found 'let'"])
    }

    /// For Swift Testing the renderer prints an issue without its test (`Recorded an issue (…)`, or
    /// the bare text) and then the failed test (`name() (0.003 seconds) 1 issue(s)`, or the terminal's
    /// symbol line): the issue is that test's; the suite's and the run's totals are no test's.
    @Test func xcbeautifysSwiftTestingAnnotationsJoinTheTestThatFollows() throws {
        let log = Self.timestamped("""
            \u{F6088} Test run started.
            \u{F6088} Suite MoodEntryCodecTests started.
            ::error file=/Users/runner/work/wren/WrenTests/MoodEntryCodecTests.swift,line=15,col=9::Recorded an issue (Expectation failed: (entry.mood → .calm) == .low)
            ::error ::decodesLegacyEmojiScale() (0.003 seconds) 1 issue(s)
            ::error ::Suite MoodEntryCodecTests failed after 0.006 seconds with 1 issue(s)
            ::error file=/Users/runner/work/wren/WrenTests/ExportStoreTests.swift,line=30::Confirmation was confirmed 0 times, but expected to be confirmed 1 time
            \u{F6084} Test compactsOnLaunch() failed after 0.004 seconds with 1 issue.
            ::error ::Test run with 7 tests failed after 62.086 seconds with 2 issue(s)

            """)
        let (report, _) = try Self.read(Array(log.utf8))
        let failed = report.tests.filter { $0.status == .failed }.sorted { $0.id.name < $1.id.name }
        #expect(failed.map(\.id.name) == ["compactsOnLaunch", "decodesLegacyEmojiScale"])
        #expect(failed.map { $0.issues.map(\.message) } == [["Confirmation was confirmed 0 times, but expected to be confirmed 1 time"],
                                                          ["Expectation failed: (entry.mood → .calm) == .low"]])
        #expect(failed.last?.issues.first?.location == EvidenceCore.SourceLocation(file: "/Users/runner/work/wren/WrenTests/MoodEntryCodecTests.swift", line: 15, column: 9))
        #expect(report.unattributedIssues.isEmpty)
    }

    /// In a parallel run the annotation comes before the clone's `✖ [Suite] test` line: its issue is
    /// that attempt's, so a retry that passes leaves the test flaky, not failed.
    @Test func anAnnotatedFailureRetriedToAPassIsFlaky() throws {
        let log = """
            ::error file=/Users/runner/work/shelf/ShelfTests/BookmarkStoreTests.swift,line=12::    testBookmarkPersists, XCTAssertEqual failed: ("0") is not equal to ("1")
                ✖ [BookmarkStoreTests] testBookmarkPersists on 'Clone 1 of iPhone 17 - Shelf (52014)' (0.031 seconds)
                ✔ [BookmarkStoreTests] testBookmarkPersists on 'Clone 1 of iPhone 17 - Shelf (52014)' (0.027 seconds)

            """
        let (report, _) = try Self.read(Array(log.utf8))
        #expect(report.tests.map(\.id.description) == ["BookmarkStoreTests/testBookmarkPersists"])
        #expect(report.tests.first?.status == .flaky)
        #expect(report.tests.first?.issues.first?.message == #"XCTAssertEqual failed: ("0") is not equal to ("1")"#)
    }

    /// The renderer annotates xcodebuild's restart after a crash (`::error ::    Restarting after …`):
    /// the restarted test failed, with the uncaught exception printed before it as its reason.
    @Test func anAnnotatedRestartFailsItsTestWithTheCrashBeforeIt() throws {
        let log = """
            Test Suite AnalyticsBootstrapTests started
            *** Terminating app due to uncaught exception 'com.firebase.core', reason: 'FirebaseApp.configure() could not find a valid GoogleService-Info.plist in your project.'
            ::error ::    Restarting after unexpected exit, crash, or test timeout in AnalyticsBootstrapTests.testConfigureLoadsBundledOptions(); summary will include totals from previous launches.

            """
        let (report, _) = try Self.read(Array(log.utf8))
        let failed = report.tests.filter { $0.status == .failed }
        #expect(failed.map(\.id.name) == ["testConfigureLoadsBundledOptions"])
        #expect(failed.first?.issues.contains { $0.message.contains("GoogleService-Info.plist") } == true)
    }
}
