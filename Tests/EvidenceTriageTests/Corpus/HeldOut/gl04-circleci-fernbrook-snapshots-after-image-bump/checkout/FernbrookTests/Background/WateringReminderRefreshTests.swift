import XCTest
@testable import Fernbrook

final class WateringReminderRefreshTests: XCTestCase {
    func testRegistersOnce() {
        let scheduler = FakeTaskScheduler()
        XCTAssertTrue(WateringReminderRefresh.register(using: scheduler) { .stub() })
        XCTAssertEqual(scheduler.registered, [WateringReminderRefresh.identifier])
    }

    func testLaunchRunsSyncAndCompletes() async {
        let scheduler = FakeTaskScheduler()
        _ = WateringReminderRefresh.register(using: scheduler) { .stub(result: true) }
        let task = await scheduler.simulateLaunch(WateringReminderRefresh.identifier)
        XCTAssertEqual(task.completedSuccess, true)
    }

    func testExpirationCancelsSync() async {
        let job = ReminderSyncJob.stub(hangs: true)
        let scheduler = FakeTaskScheduler()
        _ = WateringReminderRefresh.register(using: scheduler) { job }
        let task = await scheduler.simulateLaunch(WateringReminderRefresh.identifier, expireAfter: .milliseconds(10))
        XCTAssertTrue(job.cancelled)
        XCTAssertEqual(task.completedSuccess, false)
    }
}
