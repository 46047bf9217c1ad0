@testable import EvidenceReaders
import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// A log as fastlane's `scan` (`run_tests`) prints it: the time before every line (`[13:02:31]: `),
/// and `▸ ` before each line of the command it runs (xcodebuild's raw output, or xcpretty's). Read
/// with neither, it gave 0 tests, every failure lost ("No test results found"). It must read as
/// the command's own output does.
@Suite struct FastlaneLogTests {
    static let prefix = "[13:02:31]: ▸ "

    @Test(arguments: [
        ("[13:02:31]: ▸     ✗ testSync, failed", 12),
        ("[13:02:31]: --- Step: run_tests ---", 12),
        ("[13:02:31]:", 11),
        ("INFO [2026-08-13 13:02:31.42]: ▸ Compiling A.swift", 31),
        ("DEBUG [2026-08-13 13:02:31]: x", 29),
        ("[13:02:31.123]: x", 16),
        ("[13:02:31] x", 0),  // no colon: another tool's bracket
        ("[1:02:31]: x", 0),
        ("[AppTests] Compiling A.swift", 0),  // xcbeautify's target
        ("Info [13:02:31]: x", 0),
        ("Test Case '-[A b]' started.", 0),
        ("", 0),
    ])
    func prefixLength(_ line: String, _ expected: Int) {
        #expect(Array(line.utf8).withUnsafeBytes { LogLineSplitter.fastlanePrefixLength($0) } == expected)
    }

    /// multi_scan's parallel batches (fastlane-plugin-test_center): its worker before fastlane's verbose
    /// prefix, or before a command's raw line; another tool's bracket is not one.
    @Test(arguments: [
        ("[worker 2] INFO [2025-05-19 10:15:11.19]: ▸     ✗ testPeak, XCTAssertEqual failed", "    ✗ testPeak, XCTAssertEqual failed"),
        ("[worker 13] 2025-05-19 10:17:25.418 xcodebuild[7310:89560] Unable to boot", "2025-05-19 10:17:25.418 xcodebuild[7310:89560] Unable to boot"),
        ("[worker] x", "[worker] x"),
        ("[workers 2] x", "[workers 2] x"),
    ])
    func multiScansWorkerIsRemoved(_ line: String, _ expected: String) {
        let kept = Array(line.utf8).withUnsafeBytes { String(decoding: LogLineSplitter.withoutFastlanePrefix($0), as: UTF8.self) }
        #expect(kept == expected)
    }

    /// An EAS local build's phase before each line (expo/eas-cli#1437's log): removed, and fastlane's
    /// prefix after it too; a level in brackets (Maven's `[ERROR] `) or an xcbeautify target stays.
    @Test(arguments: [
        ("[RUN_FASTLANE] ▸ ** ARCHIVE FAILED **", "▸ ** ARCHIVE FAILED **"),
        ("[RUN_FASTLANE]     Run script build phase 'Start Packager' will be run during every build", "    Run script build phase 'Start Packager' will be run during every build"),
        ("[ON_BUILD_SUCCESS_HOOK]  FAIL  e2e/noteList.e2e.ts (10.021 s)", " FAIL  e2e/noteList.e2e.ts (10.021 s)"),
        ("[RUN_FASTLANE] [13:02:31]: ▸ Test Succeeded", "Test Succeeded"),
        ("[ERROR] Tests run: 3, Failures: 1", "[ERROR] Tests run: 3, Failures: 1"),
        ("[AppTests] Compiling A.swift", "[AppTests] Compiling A.swift"),
    ])
    func easBuildsPhaseIsRemoved(_ line: String, _ expected: String) {
        let kept = Array(line.utf8).withUnsafeBytes { String(decoding: LogLineSplitter.withoutFastlanePrefix($0), as: UTF8.self) }
        #expect(kept == expected)
    }

    /// Every real log of the fixtures, each line printed by fastlane (raw output under scan): the
    /// same tests, messages, locations, line numbers and excerpts as the log itself.
    @Test(.requiresSharedFixtures, arguments: TestLogReaderFixtureTests.expectations.map(\.log))
    func aFixtureUnderFastlaneReadsAsThePlainOne(_ log: String) throws {
        let plain = try String(decoding: Data(contentsOf: URL(fileURLWithPath: TestPaths.fixture("logs/\(log)"))), as: UTF8.self)
        var lines = plain.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        let printed = lines.map { Self.prefix + $0 + "\n" }.joined()
        try GitHubActionsLogTests.expectSameReading(plain, Array(printed.utf8))
        // And in a GitHub Actions raw log of that fastlane step: both prefixes.
        try GitHubActionsLogTests.expectSameReading(plain, Array(GitHubActionsLogTests.timestamped(printed).utf8))
    }

    /// xcpretty's output as scan prints it (the form of fastlane/fastlane#10561's log): the failure,
    /// its suite heading and the closing block are read, and the failure keeps its file and line.
    @Test func xcprettyUnderScanIsRead() throws {
        let log = """
            [13:01:10]: $ set -o pipefail && env NSUnbufferedIO=YES xcodebuild -workspace ./ios/Runner.xcworkspace -scheme Runner build test | xcpretty
            [13:02:06]: ▸ Build Succeeded
            [13:02:20]: ▸ All tests
            [13:02:20]: ▸ Test Suite RunnerUITests.xctest started
            [13:02:20]: ▸ FetchTests
            [13:02:31]: ▸     ✓ testForegroundRefresh (10.622 seconds)
            [13:07:45]: ▸     ✗ testBackgroundFetch, XCTAssertTrue failed - notification never appeared
            [13:08:12]: ▸ 	 Executed 2 tests, with 1 failure (0 unexpected) in 351.402 (351.418) seconds
            [13:08:12]: ▸ Failing tests:
            [13:08:12]: ▸ 	RunnerUITests:
            [13:08:12]: ▸ 		FetchTests.testBackgroundFetch()
            [13:08:12]: ▸ ** TEST FAILED **

            """
        let (report, _) = try GitHubActionsLogTests.read(Array(log.utf8))
        let failed = report.tests.filter { $0.status == .failed }
        #expect(failed.map(\.id.name) == ["testBackgroundFetch"])
        #expect(failed.first?.issues.map(\.message) == ["XCTAssertTrue failed - notification never appeared"])
        #expect(failed.first?.issues.first?.evidence?.excerpt?.hasPrefix("    ✗ testBackgroundFetch") == true)
        #expect(report.tests.filter { $0.status == .passed }.map(\.id.name) == ["testForegroundRefresh"])
    }

    /// The first suite's heading comes before anything says the log is xcpretty's (fastlane's prefix
    /// takes its `▸ ` along): it is still the suite of the `✗` line right after it. Before, that test
    /// was reported with no suite and again, suite and all, from a JUnit file of the same run.
    @Test func theFirstSuitesHeadingUnderScanNamesItsTest() throws {
        let log = """
            [08:33:31]: ▸ Build Succeeded
            [08:33:59]: ▸ Running Tests: ▸ Touching QuaymateUITests.xctest
            [08:34:12]: ▸ BackgroundFetchUITests
            [08:34:31]: ▸     ✗ testColdLaunch, XCTAssertTrue failed - home screen never appeared
            [08:34:31]: ▸ LaunchSmokeUITests
            [08:34:44]: ▸     ✓ testLaunchShowsBerthList (12.871 seconds)

            """
        let (report, _) = try GitHubActionsLogTests.read(Array(log.utf8))
        #expect(report.tests.map(\.id.description).sorted() == ["BackgroundFetchUITests/testColdLaunch", "LaunchSmokeUITests/testLaunchShowsBerthList"])
    }

    /// scan's own retry (`Retrying the failing tests`) prints its `✗`/`✓` lines under no suite the reader keeps: each is
    /// the failed test of its name again — one that passes is flaky, one that fails again is one failure, not a second
    /// test without a suite (round 99's `rq05`: three failures reported twice).
    @Test func scansRetryOfTheFailingTestsIsThoseTestsAgain() throws {
        let log = """
            [09:43:10]: ▸ All tests
            [09:43:10]: ▸ Test Suite MarrowTests.xctest started
            [09:43:10]: ▸ WorkoutSummaryTests
            [09:43:10]: ▸     ✗ testCaloriesRoundedToNearestTen, XCTAssertEqual failed: ("340 kcal") is not equal to ("350 kcal")
            [09:43:10]: ▸ LoginUITests
            [09:44:02]: ▸     ✗ testPastePasswordLogsIn, Failed to tap "Paste" MenuItem
            [09:44:27]: ▸ 
            [09:44:27]: ▸ WorkoutSummaryTests
            [09:44:27]: ▸   testCaloriesRoundedToNearestTen, XCTAssertEqual failed: ("340 kcal") is not equal to ("350 kcal")
            [09:44:27]: ▸   /Users/ci/marrow/MarrowTests/WorkoutSummaryTests.swift:12
            [09:44:27]: ▸ LoginUITests
            [09:44:27]: ▸   testPastePasswordLogsIn, Failed to tap "Paste" MenuItem
            [09:44:27]: ▸   /Users/ci/marrow/MarrowUITests/LoginUITests.swift:19
            [09:44:28]: Retrying the failing tests (1/1)
            [10:04:40]: ▸ All tests
            [10:04:40]: ▸ WorkoutSummaryTests
            [10:04:40]: ▸     ✗ testCaloriesRoundedToNearestTen, XCTAssertEqual failed: ("340 kcal") is not equal to ("350 kcal")
            [10:05:12]: ▸ LoginUITests
            [10:05:12]: ▸     ✔ testPastePasswordLogsIn (14.302 seconds)

            """
        let (report, _) = try GitHubActionsLogTests.read(Array(log.utf8))
        let statuses = Dictionary(uniqueKeysWithValues: report.tests.map { ($0.id.description, $0.status) })
        #expect(statuses == ["WorkoutSummaryTests/testCaloriesRoundedToNearestTen": .failed, "LoginUITests/testPastePasswordLogsIn": .flaky])
        // Without a retry's heading, a result with no suite is not taken for another suite's test of its name: nothing
        // is folded away (a pass would otherwise turn a failure flaky).
        let unretried = log.replacingOccurrences(of: "[09:44:28]: Retrying the failing tests (1/1)\n", with: "")
        let (plain, _) = try GitHubActionsLogTests.read(Array(unretried.utf8))
        #expect(plain.tests.filter { $0.id.name == "testPastePasswordLogsIn" }.map(\.status).contains(.failed))
        #expect(!plain.tests.contains { $0.status == .flaky })
        // A later step (another scheme's scan, or xcodebuild run on all its tests again) retries nothing: its suite-less
        // result of the same name is its own test, which neither turns the retried one flaky nor vanishes into it
        // (round 99's review, H3).
        for start in ["[10:06:00]: ------------------------------\n[10:06:00]: --- Step: scan ---\n",
                      "[10:06:00]: $ set -o pipefail && xcodebuild -scheme MarrowWidget -destination 'platform=iOS Simulator,name=iPhone 16' test | xcpretty\n"] {
            for result in ["✔ testPastePasswordLogsIn (3.2 seconds)", "✗ testPastePasswordLogsIn, XCTAssertTrue failed - widget gallery empty"] {
                let later = log.replacingOccurrences(of: "[10:05:12]: ▸     ✔ testPastePasswordLogsIn (14.302 seconds)\n",
                                                     with: "[10:05:12]: ▸     ✗ testPastePasswordLogsIn, Failed to tap \"Paste\" MenuItem\n")
                    + start + "[10:06:12]: ▸ All tests\n[10:06:12]: ▸ Test Suite MarrowWidgetUITests.xctest started\n[10:06:12]: ▸ WidgetLoginUITests\n[10:06:13]: ▸     \(result)\n"
                let (report, _) = try GitHubActionsLogTests.read(Array(later.utf8))
                let login = report.tests.filter { $0.id.name == "testPastePasswordLogsIn" }
                #expect(login.first { $0.id.suite == "LoginUITests" }?.status == .failed, "\(start) \(result)")
                #expect(login.count == 2, "\(start) \(result): \(login.map(\.id.description))")
            }
        }
    }
}
