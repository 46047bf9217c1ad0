import XCTest
import BackgroundTasks
@testable import Quarry

final class OvernightSyncTests: XCTestCase {
    func testNextRequestTargetsThreeAMNextDay() {
        let clock = FakeClock(now: "2026-10-02T22:10:00+02:00", timeZone: "Europe/Prague")
        let scheduler = RecordingTaskScheduler()
        let sync = OvernightSync(clock: clock, scheduler: scheduler)
        sync.scheduleNext()
        XCTAssertEqual(scheduler.submitted.first?.earliestBeginDate, clock.date("2026-10-03T03:00:00+02:00"))
    }

    func testProcessingLaunchRunsSyncToTip() async throws {
        let finished = expectation(description: "overnight sync completed")
        OvernightSync.shared.synchronizer = LabSynchronizer(endpoint: .testnetLab) { finished.fulfill() }
        try LabHarness.simulateLaunch(forTaskWithIdentifier: OvernightSync.identifier)
        await fulfillment(of: [finished], timeout: 600)
    }
}
