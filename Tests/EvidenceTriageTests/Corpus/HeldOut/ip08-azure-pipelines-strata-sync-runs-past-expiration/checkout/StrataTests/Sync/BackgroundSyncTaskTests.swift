import XCTest
@testable import Strata

final class BackgroundSyncTaskTests: XCTestCase {
    var clock: ManualSyncClock!
    var profile: MockBrowserProfile!

    override func setUp() {
        super.setUp()
        setenv("EVIDENCE_TEST_ID", "BackgroundSyncTaskTests/" + String(name.split(separator: " ").last!.dropLast()), 1)
        clock = ManualSyncClock()
        // Four engines, ten seconds of (virtual) work each.
        profile = MockBrowserProfile(engines: ["history", "bookmarks", "tabs", "logins"],
                                     secondsPerEngine: 10, clock: clock)
    }

    func testSyncCompletesTaskOnSuccess() async {
        let task = FakeProcessingTask()
        BackgroundSyncTask(profile: profile).handle(task)
        await clock.runUntilIdle()
        XCTAssertEqual(task.completedSuccess, true)
    }

    func testExpirationStopsSyncWithinGracePeriod() async {
        let task = FakeProcessingTask()
        BackgroundSyncTask(profile: profile).handle(task)
        await clock.advance(by: 2)
        let expiredAt = clock.now
        task.expire()
        await clock.runUntilIdle()

        let overrun = profile.syncManager.lastSyncFinishedAt! - expiredAt
        XCTAssertLessThan(overrun, 5.0, "sync kept running \(overrun) s after expiration")
    }
}
