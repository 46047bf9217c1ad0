import XCTest
import BackgroundTasks
@testable import Ferncast

final class BackgroundTaskBridgeTests: XCTestCase {
    override func setUp() {
        super.setUp()
        ForecastSyncScheduler.shared.resetForTesting()
    }

    func testRegistrationIsIdempotent() {
        XCTAssertTrue(ForecastSyncScheduler.shared.isRegistered)
        ForecastSyncScheduler.shared.registerIfNeeded()
        XCTAssertTrue(ForecastSyncScheduler.shared.isRegistered)
    }

    func testSubmitAcceptedForForecastSync() throws {
        try ForecastSyncScheduler.shared.submit(minimumInterval: 15 * 60)
        XCTAssertEqual(ForecastSyncScheduler.shared.lastSubmittedIdentifier, "com.ferncast.app.forecast-sync")
    }

    func testForecastSyncRunsAfterMinimumInterval() {
        let executed = expectation(description: "forecast sync executed")
        ForecastSyncScheduler.shared.onExecuteForTesting = { executed.fulfill() }
        try? ForecastSyncScheduler.shared.submit(minimumInterval: 15 * 60)
        wait(for: [executed], timeout: 960)
    }
}
