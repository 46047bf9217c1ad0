import XCTest
@testable import Parcelbird

final class TrackingNumberParserTests: XCTestCase {
    func testParsesUPS() {
        XCTAssertEqual(TrackingNumberParser.parse("1Z 999 AA1 01 2345 6784")?.carrier, .ups)
    }

    func testParsesBareUSPSImpb() {
        XCTAssertEqual(TrackingNumberParser.parse("9400 1000 0000 0000 0000 00"),
                       ParsedTrackingNumber(carrier: .usps, number: "9400100000000000000000"))
    }

    func testParsesUSPSImpbWithZip5RoutingPrefix() {
        XCTAssertEqual(TrackingNumberParser.parse("420 94107 9400100000000000000000"),
                       ParsedTrackingNumber(carrier: .usps, number: "9400100000000000000000"))
    }

    /// Labels printed since the carrier's 2026 label refresh encode ZIP+4 in the prefix.
    func testParsesUSPSImpbWithZip9RoutingPrefix() {
        XCTAssertEqual(TrackingNumberParser.parse("420 941071234 9400100000000000000000"),
                       ParsedTrackingNumber(carrier: .usps, number: "9400100000000000000000"))
    }

    func testRejectsGarbage() {
        XCTAssertNil(TrackingNumberParser.parse("hello"))
    }
}
