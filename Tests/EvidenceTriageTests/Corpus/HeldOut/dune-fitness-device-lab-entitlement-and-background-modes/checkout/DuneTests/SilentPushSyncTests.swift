import XCTest
@testable import Dune

/// Runs on the device lab: the test asks the lab's push relay to send a
/// content-available push to this device's sandbox token, then waits for the sync.
final class SilentPushSyncTests: XCTestCase {
    func testDeviceTokenRegistered() throws {
        let token = try XCTUnwrap(PushRegistration.shared.lastDeviceToken)
        XCTAssertEqual(token.count, 32)
    }

    func testContentAvailablePushStartsSync() throws {
        let synced = expectation(description: "silent push handled")
        let observer = NotificationCenter.default.addObserver(forName: .duneSilentSyncFinished, object: nil, queue: .main) { _ in
            synced.fulfill()
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        try LabPushRelay.send(payload: ["aps": ["content-available": 1], "sync": "goals"],
                              to: PushRegistration.shared.lastDeviceToken!)
        wait(for: [synced], timeout: 60)
    }
}
