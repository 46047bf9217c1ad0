import XCTest
@testable import CartwheelPushPayloads

final class RichPayloadBuilderTests: XCTestCase {
    func testOrderPhotoPayloadIsMutable() {
        let payload = RichPayloadBuilder().orderShipped(orderID: "CW-1", photoURL: URL(string: "https://media.example/p.jpg"))
        let aps = payload["aps"] as? [String: Any]
        // The notification service extension only runs for mutable-content pushes.
        XCTAssertEqual(aps?["mutable-content"] as? Int, 1, "aps.mutable-content")
    }

    func testPlainPayloadHasNoPhoto() {
        let payload = RichPayloadBuilder().orderShipped(orderID: "CW-1", photoURL: nil)
        XCTAssertNil((payload["cw"] as? [String: Any])?["photo"])
    }
}
