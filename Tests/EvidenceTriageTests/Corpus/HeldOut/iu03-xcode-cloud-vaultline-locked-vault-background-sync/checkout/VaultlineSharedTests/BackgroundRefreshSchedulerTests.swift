import XCTest
@testable import VaultlineShared

final class BackgroundRefreshSchedulerTests: XCTestCase {
    func testSchedulesNextRefreshFourHoursOut() throws {
        let scheduler = MockBackgroundTaskScheduler()
        let now = Date(timeIntervalSince1970: 1_796_000_000)
        let subject = BackgroundRefreshScheduler(scheduler: scheduler, now: { now })

        subject.scheduleNextRefresh()

        let request = try XCTUnwrap(scheduler.submitted.first)
        XCTAssertEqual(request.identifier, "com.vaultline.ios.vault-sync")
        XCTAssertEqual(request.earliestBeginDate, now.addingTimeInterval(BackgroundRefreshScheduler.interval))
    }
}
