import XCTest
@testable import ParcelPost

final class CarrierDateParserTests: XCTestCase {
    func testParsesUTCTimestamps() {
        XCTAssertEqual(CarrierDateParser.parse("2026-11-26T17:42:00")?.timeIntervalSince1970, 1795714920)
    }

    func testParsesDHLTimestampsWithOffset() {
        // 18:42 at +01:00 is 17:42 UTC.
        XCTAssertEqual(CarrierDateParser.parse("2026-11-26T18:42:00+01:00")?.timeIntervalSince1970, 1795714920)
    }
}
