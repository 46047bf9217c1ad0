import XCTest
@testable import Parcelpath

final class ActivityContentStateTests: XCTestCase {
    /// Body of the aps.content-state the delivery service sends (docs/push-payloads.md).
    let serverContentState = #"{"status":"outForDelivery","eta_minutes":35}"#

    func testDecodesServerContentState() {
        XCTAssertNoThrow(try JSONDecoder().decode(DeliveryAttributes.ContentState.self,
                                                  from: Data(serverContentState.utf8)))
    }

    func testEncodesStatusAsString() throws {
        let data = try JSONEncoder().encode(DeliveryAttributes.ContentState(status: .delivered, etaMinutes: 0))
        XCTAssertTrue(String(decoding: data, as: UTF8.self).contains(#""status":"delivered""#))
    }
}
