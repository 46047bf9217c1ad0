import XCTest
import WatchConnectivity
@testable import Strideline

/// Runs against the paired iPhone 16 / Apple Watch Series 10 simulators created by the pipeline.
/// The watch app acknowledges a plan from its WKWatchConnectivityRefreshBackgroundTask handler
/// by transferring {"ack": planID} back to the phone.
final class WatchSyncIntegrationTests: XCTestCase {

    func testSessionIsActivatedAndPaired() throws {
        let session = try XCTUnwrap(WatchSync.shared.activatedSession(timeout: 5))
        XCTAssertTrue(session.isPaired)
        XCTAssertTrue(session.isWatchAppInstalled)
    }

    func testPlanTransferWakesWatchAndIsAcknowledged() throws {
        let plan = TrainingPlan.fixture(id: "plan-5k-week3")
        let acked = expectation(description: "watch acknowledged plan-5k-week3")
        let token = WatchSync.shared.onAcknowledgement { planID in
            if planID == plan.id { acked.fulfill() }
        }
        defer { WatchSync.shared.remove(token) }

        try WatchSync.shared.send(plan)          // WCSession.default.transferUserInfo(_:)

        wait(for: [acked], timeout: 20)
    }
}
