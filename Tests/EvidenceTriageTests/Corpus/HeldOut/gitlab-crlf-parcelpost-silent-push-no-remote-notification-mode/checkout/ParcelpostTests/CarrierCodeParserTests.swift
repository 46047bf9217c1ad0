import XCTest
@testable import Parcelpost

final class CarrierCodeParserTests: XCTestCase {
    func testParsesUPSTrackingNumber() {
        XCTAssertEqual(CarrierCodeParser.carrier(for: "1Z999AA10123456784"), .ups)
    }

    func testParsesDHLWaybill() {
        // 10-digit DHL Express waybills are all digits; they must not be mistaken for USPS.
        XCTAssertEqual(CarrierCodeParser.carrier(for: "3318810025"), .dhlExpress)
    }
}
