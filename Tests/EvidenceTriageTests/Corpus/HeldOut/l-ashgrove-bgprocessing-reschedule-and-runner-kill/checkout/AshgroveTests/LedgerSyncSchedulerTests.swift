import XCTest
import BackgroundTasks
@testable import Ashgrove

final class LedgerSyncSchedulerTests: XCTestCase {
    private var scheduler: FakeTaskScheduler!
    private var sut: LedgerSyncScheduler!

    override func setUp() {
        scheduler = FakeTaskScheduler()
        sut = LedgerSyncScheduler(scheduler: scheduler, identifier: "app.ashgrove.ledger-sync")
    }

    func testRegistersDuringLaunch() {
        sut.registerHandlers()
        XCTAssertEqual(scheduler.registeredIdentifiers, ["app.ashgrove.ledger-sync"])
    }

    func testReschedulesWhenTaskExpires() {
        sut.registerHandlers()
        let task = scheduler.simulateLaunch(of: "app.ashgrove.ledger-sync")
        task.simulateExpiration()
        XCTAssertEqual(scheduler.pendingRequests.map(\.identifier), ["app.ashgrove.ledger-sync"], "next run after expiration")
    }

    func testLaunchDoesNotResubmitPendingRequest() {
        sut.registerHandlers()
        sut.scheduleIfNeeded()
        sut.scheduleIfNeeded()
        XCTAssertEqual(scheduler.submitCount, 1)
    }
}
