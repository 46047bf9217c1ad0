import XCTest
import BackgroundTasks
@testable import Quillpost

final class WeeklyDigestTaskTests: XCTestCase {
    override func setUp() {
        super.setUp()
        FeatureFlag.weeklyDigestProcessingTask.overrideForTesting(true)
    }

    override func tearDown() {
        FeatureFlag.weeklyDigestProcessingTask.overrideForTesting(nil)
        super.tearDown()
    }

    func testProcessingIdentifierUsedWhenFlagOn() {
        XCTAssertEqual(WeeklyDigestBackgroundTask.identifier, "com.quillpost.bgtask.weeklydigest.processing")
    }

    func testScheduleSubmitsProcessingRequest() throws {
        try WeeklyDigestBackgroundTask.schedule(at: Date(timeIntervalSinceNow: 60))
        XCTAssertEqual(DiagnosticRecorder.shared.lastSubmission?.identifier,
                       WeeklyDigestBackgroundTask.processingIdentifier)
    }

    /// Installs that scheduled the digest before the flag flipped still hold a request
    /// under the old identifier; the system will launch it after the update.
    func testPreviouslyScheduledDigestLaunchesAfterFlagFlip() throws {
        let legacy = BGAppRefreshTaskRequest(identifier: WeeklyDigestBackgroundTask.legacyIdentifier)
        legacy.earliestBeginDate = Date(timeIntervalSinceNow: 1)
        try WeeklyDigestBackgroundTask.submit(legacy)

        let launched = expectation(description: "digest job launched")
        WeeklyDigestJob.onRunForTesting = { launched.fulfill() }
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                       with: WeeklyDigestBackgroundTask.legacyIdentifier)
        wait(for: [launched], timeout: 30)
    }
}
