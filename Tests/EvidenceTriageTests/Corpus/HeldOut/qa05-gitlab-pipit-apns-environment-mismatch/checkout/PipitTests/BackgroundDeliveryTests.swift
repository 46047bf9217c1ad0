import XCTest
@testable import Pipit

final class BackgroundDeliveryTests: XCTestCase {
    func testBackgroundMessageArrivesViaAPNs() throws {
        let token = try XCTUnwrap(PushTokenStore.shared.currentToken, "no APNs token yet")
        let arrived = expectation(forNotification: .pipitBackgroundMessage, object: nil)
        try StagingRelay.sendBackgroundMessage(to: token, data: ["kind": "price-drop", "sku": "PP-2210"])
        wait(for: [arrived], timeout: 30)
    }
}
