import XCTest
@testable import ParcelPost

final class TrackingStatusParserTests: XCTestCase {
    func testDeliveredParsed() {
        XCTAssertEqual(TrackingStatusParser().parse("DELIVERED"), .delivered)
    }

    func testOutForDeliveryParsed() {
        XCTAssertEqual(TrackingStatusParser().parse("OUT_FOR_DELIVERY"), .outForDelivery)
    }
}
