import XCTest
@testable import Harborline

/// Device-lab test. Asks the staging push gateway for a background
/// (content-available) push to this phone and waits for the app to start a berth sync.
final class SilentPushSyncTests: XCTestCase {
    private var observer: NSObjectProtocol?

    override func tearDown() {
        if let observer { NotificationCenter.default.removeObserver(observer) }
        super.tearDown()
    }

    func testContentAvailablePushTriggersBerthSync() throws {
        let token = try XCTUnwrap(HarborPushHandler.shared.lastDeviceToken,
                                  "the lab phone must be registered for remote notifications")
        let started = expectation(description: "berth sync started from silent push")
        observer = NotificationCenter.default.addObserver(forName: .harborBerthSyncDidStart,
                                                          object: nil, queue: .main) { note in
            if note.userInfo?["trigger"] as? String == "silent-push" { started.fulfill() }
        }

        try StagingPushGateway.sendBackgroundPush(
            to: token,
            payload: ["aps": ["content-available": 1], "berth-sync": "marina-north"])

        // Delivery is up to APNs and iOS; give them a minute and a half.
        wait(for: [started], timeout: 90)
    }
}
