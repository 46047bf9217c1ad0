import XCTest
@testable import Parcelpost

final class RichPushPayloadTests: XCTestCase {
    func testImagePayloadRoutesURLThroughCustomData() {
        let p = RichPushPayload.shipmentPhoto(title: "Delivered", body: "Left at front door", imageURL: URL(string: "https://img.parcelpost.example/p/8841.jpg")!)
        XCTAssertNil(p["ios_attachments"], "media attachments bypass ParcelpostNotificationService")
        XCTAssertEqual((p["custom"] as? [String: String])?["image_url"], "https://img.parcelpost.example/p/8841.jpg")
    }
}
