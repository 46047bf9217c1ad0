import XCTest
@testable import Quaykeep

/// Two content-available pushes arrive back to back (as the courier backend
/// sends them after a batch scan). Both must reach JS and both fetch
/// completion handlers must be called.
final class SilentPushBridgeTests: XCTestCase {
    func testBackToBackSilentPushesBothComplete() throws {
        let app = UIApplication.shared
        let delegate = try XCTUnwrap(app.delegate as? AppDelegate)
        try RNHarness.waitForBridge(timeout: 30)
        let first = expectation(description: "completion parcel-8841")
        let second = expectation(description: "completion parcel-8842")
        for (id, exp) in [("parcel-8841", first), ("parcel-8842", second)] {
            let payload: [AnyHashable: Any] = ["aps": ["content-available": 1], "parcelId": id]
            delegate.application(app, didReceiveRemoteNotification: payload) { _ in exp.fulfill() }
        }
        wait(for: [first, second], timeout: 20)
    }
}
