import XCTest
@testable import Parcelpost

final class TrackingNumberParserTests: XCTestCase {
    func testParsesUPS() {
        XCTAssertEqual(TrackingNumberParser.parse("1Z999AA10123456784")?.carrier, .ups)
    }

    func testParsesDHLWaybill() {
        let parsed = TrackingNumberParser.parse("JJD0001234567890123")
        XCTAssertEqual(parsed?.carrier, .dhl)
    }

    func testRejectsGarbage() {
        XCTAssertNil(TrackingNumberParser.parse("hello"))
    }
}
