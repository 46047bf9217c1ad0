import EvidenceKit
import Foundation
import Testing

/// Two forms a tool wrapping xcodebuild gives its output, each read as the test runner meant it.
@Suite struct IndentedAndSummaryLogTests {
    /// Patrol's `--verbose` indents everything xcodebuild prints. Read with no pattern for an indented
    /// `Test Case` line, a failure's message ran on through the next tests' lines (the next test's own
    /// `BGTaskSchedulerErrorDomain Code=1` became the first test's cause, at 0.85).
    @Test func indentedResultLinesEndAFailuresMessage() throws {
        let log = """
                    Test Case '-[RunnerUITests onboarding_test onboarding denies notifications]' started.
                    /Users/vagrant/git/ios/RunnerUITests/RunnerUITests.m:5: error: -[RunnerUITests onboarding_test onboarding denies notifications] : ((response.passed) is true) failed - TimeoutException after 0:00:10.000000
                    Test Case '-[RunnerUITests onboarding_test onboarding denies notifications]' failed (29.418 seconds).
                    Test Case '-[RunnerUITests background_sync_test background sync schedules refresh]' started.
                    2026-11-25 14:03:49.779012+0000 Runner[14101:612940] Could not schedule app refresh: Error Domain=BGTaskSchedulerErrorDomain Code=1 "(null)"
                    /Users/vagrant/git/ios/RunnerUITests/RunnerUITests.m:5: error: -[RunnerUITests background_sync_test background sync schedules refresh] : ((response.passed) is true) failed - Expected: true
                    Test Case '-[RunnerUITests background_sync_test background sync schedules refresh]' failed (9.316 seconds).
                    Test Case '-[RunnerUITests background_sync_test background sync cache survives]' started.
                    Test Case '-[RunnerUITests background_sync_test background sync cache survives]' passed (17.540 seconds).
                    Test Suite 'RunnerUITests' failed at 2026-11-25 14:04:16.877.

            """
        let (report, _) = TestLogReaderStreamTests.read(log)
        #expect(report.tests.map(\.status.rawValue) == ["failed", "failed", "passed"])
        let onboarding = try #require(report.tests.first { $0.id.name.hasPrefix("onboarding_test") })
        #expect(onboarding.issues.map(\.message) == ["((response.passed) is true) failed - TimeoutException after 0:00:10.000000"])
        #expect(report.tests.first { $0.id.name.hasSuffix("cache survives") }?.duration == 17.54)
    }

    /// xcbeautify's closing summary repeats each failure under its file's `path:line`, after the last
    /// suite's results: read as a new failure of that suite, a test that failed then passed on retry in
    /// another suite was reported failed, under the wrong suite.
    @Test func xcbeautifysClosingSummaryRepeatsNoAttempt() throws {
        let log = """
            Test Suite CallAudioSessionTests started
                ✖ testActivatesAudioSessionOnAnswer, XCTAssertEqual failed: ("Default") is not equal to ("VoiceChat")
            Test Suite VoIPPushHandlerTests started
                ✖ testCompletionCalledOnlyAfterReport, XCTAssertTrue failed - completion ran before CallKit saw the call
                ✔ testIncomingPushReportsCall (0.004 seconds)
            Test Suite CallAudioSessionTests started
                ✔ testActivatesAudioSessionOnAnswer (0.212 seconds)
            Test Suite VoIPPushHandlerTests started
                ✖ testCompletionCalledOnlyAfterReport, XCTAssertTrue failed - completion ran before CallKit saw the call

            /Users/vagrant/git/ios/RunnerTests/CallAudioSessionTests.swift:10
                ✖ testActivatesAudioSessionOnAnswer, XCTAssertEqual failed: ("Default") is not equal to ("VoiceChat")

            /Users/vagrant/git/ios/RunnerTests/VoIPPushHandlerTests.swift:42
                ✖ testCompletionCalledOnlyAfterReport, XCTAssertTrue failed - completion ran before CallKit saw the call

            Tests Failed: 1 failed, 0 skipped, 3 total (0.741 seconds)

            """
        let (report, _) = TestLogReaderStreamTests.read(log)
        let failed = report.tests.filter { $0.status == .failed }.map { "\($0.id.suite)/\($0.id.name)" }
        #expect(failed == ["VoIPPushHandlerTests/testCompletionCalledOnlyAfterReport"])
        #expect(!report.tests.contains { $0.id.suite == "VoIPPushHandlerTests" && $0.id.name == "testActivatesAudioSessionOnAnswer" })
        let completion = try #require(report.tests.first { $0.id.name == "testCompletionCalledOnlyAfterReport" })
        #expect(completion.issues.last?.location?.line == 42)
    }

    /// A crash's place in the summary is the app's code (`AppCoordinator.swift:37`), whose type names no
    /// test: the one test of that name that failed is the one repeated, not a test of the suite that ran last.
    @Test func aSummaryPlaceInTheAppsCodeRepeatsTheTestOfThatName() throws {
        let log = """
            Test Suite BackgroundAppRefreshTests started
                ✖ testRefreshBeforeSessionRestored, Crash: Murmur (9082) AppCoordinator.handleAppRefresh(task:). Fatal error: Unexpectedly found nil
            Test Suite RoomListUITests started
                ✔ testComposerSendsMessage (9.412 seconds)

            /Users/vagrant/git/Murmur/Application/AppCoordinator.swift:37
                ✖ testRefreshBeforeSessionRestored, Crash: Murmur (9082) AppCoordinator.handleAppRefresh(task:). Fatal error: Unexpectedly found nil

            Tests Failed: 1 failed, 0 skipped, 2 total (9.6 seconds)

            """
        let (report, _) = TestLogReaderStreamTests.read(log)
        #expect(report.tests.filter { $0.status == .failed }.map { "\($0.id.suite)/\($0.id.name)" } == ["BackgroundAppRefreshTests/testRefreshBeforeSessionRestored"])
        let crashed = try #require(report.tests.first { $0.id.name == "testRefreshBeforeSessionRestored" })
        #expect(crashed.issues.last?.location?.line == 37)
    }
}
