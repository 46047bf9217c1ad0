import BackgroundTasks
import XCTest
@testable import TempoRun

/// Renewal runs from a BGAppRefreshTask scheduled ahead of the 8-hour ceiling.
final class LiveActivityRenewalTests: XCTestCase {
    func testRenewalTaskRunsBeforeCeiling() throws {
        let renewed = expectation(description: "renewal task ran")
        RenewalScheduler.shared.onRenewal = { renewed.fulfill() }

        try RenewalScheduler.shared.schedule(earliest: Date().addingTimeInterval(5))

        wait(for: [renewed], timeout: 90)
    }

    func testScheduleUsesPermittedIdentifier() throws {
        let request = RenewalScheduler.shared.makeRequest(earliest: Date())
        XCTAssertEqual(request.identifier, "com.temporun.ios.la-renew")
    }
}
