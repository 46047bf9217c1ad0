import XCTest
@testable import Ledgerly

final class RateRefreshSchedulingTests: XCTestCase {
    func testBackgroundRefreshRunsWithinOneMinute() throws {
        let scheduler = AppDelegate.shared.rateRefreshScheduler
        let ran = expectation(description: "system launched rate refresh")
        scheduler.onRun = { ran.fulfill() }

        try? scheduler.submit(earliest: 1)
        // Waits for the OS to launch the task on the Simulator.
        wait(for: [ran], timeout: 60)
    }

    func testIdentifierIsPermitted() {
        let ids = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]
        XCTAssertTrue(ids?.contains(RateRefreshScheduler.identifier) ?? false)
    }
}
