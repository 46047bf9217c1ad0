import BackgroundTasks
import XCTest
@testable import Heron

/// Nightly device-lab check that the daily risk check actually gets run by the system.
final class RiskCheckSchedulingTests: XCTestCase {
    override func tearDown() {
        RiskCheckTask.onLaunchForTesting = nil
        BGTaskScheduler.shared.cancel(taskRequestWithIdentifier: RiskCheckTask.identifier)
        super.tearDown()
    }

    func testRequestRequiresNetwork() throws {
        let request = RiskCheckTask.makeRequest(earliestBegin: Date(timeIntervalSinceNow: 60))
        XCTAssertTrue(request.requiresNetworkConnectivity)
        XCTAssertFalse(request.requiresExternalPower)
    }

    func testRiskCheckRunsAfterSubmission() throws {
        let launched = expectation(description: "risk check launched")
        RiskCheckTask.onLaunchForTesting = { launched.fulfill() }

        try RiskCheckTask.schedule(earliestBegin: Date(timeIntervalSinceNow: 60))

        wait(for: [launched], timeout: 30 * 60)
    }
}
