import XCTest
import BackgroundTasks
import CoreData
@testable import Quidpay

final class BalanceRefreshDeviceTests: XCTestCase {
    func testRefreshRunsWithinThirtyMinutes() throws {
        let done = expectation(description: "system ran balance refresh")
        BalanceRefreshScheduler.shared.onCompletedForTesting = { _ in done.fulfill() }
        try BalanceRefreshScheduler.shared.schedule(after: 60)
        wait(for: [done], timeout: 1800)
    }

    func testLockedRefreshPersistsBalances() throws {
        let done = expectation(description: "refresh completed")
        BalanceRefreshScheduler.shared.onCompletedForTesting = { _ in done.fulfill() }
        try BalanceRefreshScheduler.shared.schedule(after: 0)
        DeviceLab.lockAndWait(seconds: 15)
        DeviceLab.simulateLaunch(taskIdentifier: BalanceRefreshScheduler.identifier)
        wait(for: [done], timeout: 60)
        DeviceLab.unlock()
        let count = try PersistenceController.shared.container.viewContext.count(for: BalanceEntity.fetchRequest())
        XCTAssertEqual(count, 3)
    }
}
