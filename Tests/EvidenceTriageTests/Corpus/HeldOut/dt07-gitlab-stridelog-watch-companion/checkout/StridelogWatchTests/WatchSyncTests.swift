import WatchConnectivity
import XCTest
@testable import StridelogWatch

final class WatchSyncTests: XCTestCase {

    func testWorkoutSummaryReachesPhoneWithinTenSeconds() throws {
        let session = WCSession.default
        WatchSync.shared.activate()
        let activated = expectation(for: NSPredicate(format: "activationState == %d", WCSessionActivationState.activated.rawValue),
                                    evaluatedWith: session)
        wait(for: [activated], timeout: 5)
        print("WCSession activated; isCompanionAppInstalled=\(session.isCompanionAppInstalled)")

        let delivered = expectation(description: "userInfo transfer finished")
        WatchSync.shared.onTransferFinished = { _, error in
            XCTAssertNil(error)
            delivered.fulfill()
        }
        WatchSync.shared.send(summary: ["run": "CI-0007", "distance_m": 5012, "duration_s": 1544])
        print("outstandingUserInfoTransfers=\(session.outstandingUserInfoTransfers.count)")

        wait(for: [delivered], timeout: 10)
    }
}
