@testable import EvidenceCore
import EvidenceReaders
@testable import EvidenceTriage
import Foundation
import Testing

/// Each task a failure exercises gets its pipeline read stage by stage from the records, the built
/// plist and the failure's signals; the first stage that broke is where the report points.
@Suite struct TaskTimelineTests {
    let refresh = "com.example.app.refresh"

    func timeline(_ example: RuleExample) throws -> TaskTimeline {
        try #require(example.context.timelines.first { $0.identifier == refresh })
    }

    @Test func submittedAndNeverLaunchedWhileTheTestWaited() throws {
        let timeline = try timeline(.failure(
            "App.FeedTests/testRefreshUpdatesFeed", messages: ["Asynchronous wait failed: Exceeded timeout of 120 seconds, with unfulfilled expectations: \"feed updated\"."],
            records: [.record(refresh, .appRefresh, .registration, .succeeded), .record(refresh, .appRefresh, .submission, .succeeded)],
            plist: .built(permitted: [refresh], modes: ["fetch"])))
        #expect(timeline.permission.state == .ok && timeline.registration.state == .ok && timeline.submission.state == .ok)
        #expect(timeline.launch.state == .absent)
        #expect(timeline.firstBroken?.name == "launched")
        #expect(timeline.summary == "`com.example.app.refresh`: permitted · registered at 09:14:01 · submitted at 09:14:01 · **not launched**: none while the test waited 2 min")
    }

    /// Each stage says when, where its evidence does: how long the OS took is the number a
    /// scheduling question turns on.
    @Test func stagesSayWhenAndHowLongTheOSTook() throws {
        let timeline = try timeline(.failure(
            "App.FeedTests/testRefreshUpdatesFeed", messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"3\")"],
            records: [.record(refresh, .appRefresh, .submission, .succeeded, at: "09:14:02"), .record(refresh, .appRefresh, .launch, .succeeded, at: "09:40:12")]))
        #expect(timeline.submission.time?.clock == "09:14:02")
        #expect(timeline.summary.contains("submitted at 09:14:02 · launched at 09:40:12, 26 min after submission"))
        // A console line's and a unified-log line's leading time, their zones read.
        let console = try #require(StageTime("2026-06-03 09:14:31.512640+0000 App[41120:5530] Starting simulated task"))
        let shifted = try #require(StageTime("2026-06-03 11:14:41.000000+0200 dasd[120]: DecisionToRun:0"))
        #expect(console.clock == "09:14:31" && shifted.clock == "11:14:41")
        #expect(shifted.seconds(since: console).map { ($0 * 10).rounded() / 10 } == 9.5)
        #expect(StageTime("Test Case '-[App.FeedTests testRefresh]' started.") == nil)
        #expect(StageTime.duration(36) == "36 s" && StageTime.duration(11_100) == "3 h 5 min")
    }

    /// The JSON document carries the same timeline the report shows, stage by stage with its evidence.
    @Test func theTriageDocumentCarriesTheTimeline() throws {
        let example = RuleExample.failure(
            "App.FeedTests/testRefreshUpdatesFeed", messages: ["Asynchronous wait failed: Exceeded timeout of 120 seconds, with unfulfilled expectations: \"feed updated\"."],
            records: [.record(refresh, .appRefresh, .registration, .succeeded), .record(refresh, .appRefresh, .submission, .succeeded)],
            plist: .built(permitted: [refresh], modes: ["fetch"]))
        let timeline = TriageDocument.Timeline(try timeline(example))
        #expect(timeline.task == refresh)
        #expect(timeline.firstBroken == "launched")
        #expect(timeline.stages.map(\.stage) == ["permitted", "registered", "submitted", "launched"])
        #expect(timeline.stages.map(\.state) == ["ok", "ok", "ok", "absent"])
        #expect(timeline.stages[2].evidence?.path == "diagnostics/records.jsonl")
        let json = try #require(String(data: try JSONEncoder().encode(timeline), encoding: .utf8))
        #expect(json.contains("\"firstBroken\":\"launched\""))
    }

    @Test func anIdentifierTheBuiltPlistDoesNotPermitBreaksFirst() throws {
        let timeline = try timeline(.failure(
            "App.RefreshTests/testRefreshRuns", messages: ["XCTAssertTrue failed"],
            records: [.record(refresh, .appRefresh, .registration, .failed, error: "BGTaskScheduler.Error.notPermitted")],
            plist: .built(permitted: ["com.example.app.refesh"], modes: ["fetch"])))
        #expect(timeline.permission.state == .failed)
        #expect(timeline.registration.state == .failed && timeline.registration.detail == "BGTaskScheduler.Error.notPermitted")
        #expect(timeline.firstBroken?.name == "permitted")
    }

    @Test func theModeItsKindNeedsIsPartOfPermission() throws {
        let timeline = try timeline(.failure(
            "App.RefreshTests/testRefreshRuns", messages: ["XCTAssertTrue failed"],
            records: [.record(refresh, .appRefresh, .registration, .succeeded)], plist: .built(permitted: [refresh], modes: ["processing"])))
        #expect(timeline.permission.state == .failed && timeline.permission.detail == "UIBackgroundModes lacks `fetch`")
    }

    @Test func theSystemsOwnLinesSayWhatNoRecordDoes() throws {
        let noRequest = try timeline(.failure(
            "App.RefreshTests/testSimulatedLaunchRunsJob", messages: ["XCTAssertTrue failed"],
            log: ["No task request with identifier com.example.app.refresh has been scheduled"],
            records: [.record(refresh, .appRefresh, .registration, .succeeded)]))
        #expect(noRequest.submission.state == .absent && noRequest.firstBroken?.name == "submitted")
        let launched = try timeline(.failure(
            "App.RefreshTests/testRefreshRunsOnSimulatedLaunch", messages: ["Asynchronous wait failed: Exceeded timeout of 60 seconds, with unfulfilled expectations: \"done\"."],
            log: ["Starting simulated task: <BGAppRefreshTask: com.example.app.refresh>"],
            records: [.record(refresh, .appRefresh, .submission, .succeeded)]))
        #expect(launched.launch.state == .ok && launched.launch.detail == "during the test")
        #expect(launched.firstBroken == nil)
    }

    @Test func theSchedulersOwnDeclineIsALaunchThatNeverCame() throws {
        let timeline = try timeline(.failure(
            "App.RefreshTests/testRefreshUpdatesFeed", messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"3\")"],
            records: [.record(refresh, .processing, .submission, .succeeded)],
            runLog: ["default\t01:25:40.668852+0000\tdasd\t'bgProcessing-com.example.app.refresh:B146A8' CurrentScore: 0.84, ThresholdScore: 0.91 DecisionToRun:0"]))
        #expect(timeline.launch.state == .absent && timeline.launch.detail == "the scheduler declined to run it")
        // Another task's decline printed first: the timeline cites this task's line.
        let own = "default\t01:25:41.000000+0000\tdasd\t'bgProcessing-com.example.app.refresh:B146A8' CurrentScore: 0.84, ThresholdScore: 0.91 DecisionToRun:0"
        let both = try self.timeline(.failure(
            "App.RefreshTests/testRefreshUpdatesFeed", messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"3\")"],
            records: [.record(refresh, .processing, .submission, .succeeded)],
            runLog: ["default\t01:25:40.000000+0000\tdasd\t'bgProcessing-com.example.app.backup:C001' CurrentScore: 0.2, ThresholdScore: 0.9 DecisionToRun:0", own]))
        #expect(both.launch.evidence?.excerpt == own)
    }

    /// A test that waited for a task the scheduler declined: the verdict cites the scheduler's own line
    /// beside the submission (a unified-log export puts it in the run).
    @Test func aWaitForADeclinedTaskCitesTheSchedulersLine() throws {
        let declined = "default\t01:25:40.668852+0000\tdasd\t'bgProcessing-com.example.app.refresh:B146A8' CurrentScore: 0.84, ThresholdScore: 0.91 DecisionToRun:0"
        let example = RuleExample.failure(
            "App.RefreshTests/testRefreshUpdatesFeed", messages: ["Asynchronous wait failed: Exceeded timeout of 600 seconds, with unfulfilled expectations: \"feed updated\"."],
            records: [.record(refresh, .processing, .submission, .succeeded)], runLog: [declined])
        let verdict = try #require(Classifier().classify(example.context).verdict)
        #expect(verdict.rule == "submitted_never_launched")
        #expect(verdict.reason.contains("DecisionToRun:0"))
        #expect(verdict.evidence.contains { $0.excerpt == declined })
    }

    @Test func aTaskTheEvidenceSaysNothingOfHasNoTimeline() {
        let example = RuleExample.failure("App.RefreshTests/testRefreshRuns", messages: ["XCTAssertTrue failed - com.example.app.refresh did not finish"])
        #expect(example.context.timelines.isEmpty)
    }
}

/// Records the app stamped with the running test (`EVIDENCE_TEST_ID`) join that test exactly: another
/// test's submission or launch is never this one's, and this test's launch is placed without a clock.
@Suite struct StampedRecordTests {
    let refresh = "com.example.app.refresh"
    let wait = "Asynchronous wait failed: Exceeded timeout of 120 seconds, with unfulfilled expectations: \"feed updated\"."

    @Test func anotherTestsLaunchIsNotThisOnes() {
        let example = RuleExample.failure(
            "App.FeedTests/testRefreshUpdatesFeed", messages: [wait],
            records: [.record(refresh, .appRefresh, .registration, .succeeded),
                      .record(refresh, .appRefresh, .submission, .succeeded, test: "FeedTests/testRefreshUpdatesFeed"),
                      .record(refresh, .appRefresh, .launch, .succeeded, test: "App.OtherTests/testSomethingElse()")],
            plist: .built(permitted: [refresh], modes: ["fetch"]))
        #expect(example.context.launchedWhileWaiting == nil)
        #expect(example.context.registrations.count == 2)
        #expect(Classifier().classify(example.context).verdict?.rule == "submitted_never_launched")
    }

    @Test func thisTestsOwnLaunchIsPlacedInItsWaitWhateverItsTime() throws {
        let example = RuleExample.failure(
            "App.FeedTests/testRefreshUpdatesFeed", messages: [wait],
            records: [.record(refresh, .appRefresh, .registration, .succeeded),
                      .record(refresh, .appRefresh, .launch, .succeeded, test: "App.FeedTests/testRefreshUpdatesFeed")],
            plist: .built(permitted: [refresh], modes: ["fetch"]))
        let launch = try #require(example.context.launchedWhileWaiting)
        #expect(launch.recorded && launch.identifier == refresh)
        #expect(Classifier().classify(example.context).verdict?.rule == "launched_never_completed")
    }

    /// package:test names a test by its file with its group's words before its title; the stamp
    /// docs/recorder.md asks for is `group/title`: the same test, and no other.
    @Test func aDartTestsStampIsItsGroupAndTitle() {
        let test = TestIdentifier(module: nil, suite: "background_worker_test", name: "background worker on iOS reports completion after expiration")
        #expect(FailureContext.names("background worker on iOS/reports completion after expiration", test))
        #expect(!FailureContext.names("background worker on iOS/reports completion", test))
        #expect(!FailureContext.names("background worker/reports completion after expiration", test))
    }

    @Test func aRegistrationIsTheRunsWhicheverTestStampedIt() {
        let example = RuleExample.failure(
            "App.FeedTests/testRefreshUpdatesFeed", messages: ["XCTAssertTrue failed"],
            records: [.record(refresh, .appRefresh, .registration, .failed, error: "BGTaskScheduler.Error.notPermitted", test: "App.LaunchTests/testLaunch")])
        #expect(example.context.registrations.count == 1)
    }
}
