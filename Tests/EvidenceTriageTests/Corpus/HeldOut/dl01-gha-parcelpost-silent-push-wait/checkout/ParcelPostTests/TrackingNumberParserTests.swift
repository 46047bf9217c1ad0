import XCTest
@testable import ParcelPost

final class TrackingNumberParserTests: XCTestCase {
    let parser = TrackingNumberParser()

    func testParsesUPS() {
        XCTAssertEqual(parser.carrier(for: "1Z 999 AA1 01 2345 6784"), .ups)
    }

    func testParsesUSPS() {
        XCTAssertEqual(parser.carrier(for: "9400 1000 0000 0000 0000 00"), .usps)
    }

    func testParsesUPSMailInnovations() {
        // Mail Innovations numbers carry the UPS MI service code 9261 and 24 digits.
        XCTAssertEqual(parser.carrier(for: "9261 2990 0000 0000 0001 2345"), .upsMailInnovations)
    }

    func testRejectsGarbage() {
        XCTAssertNil(parser.carrier(for: "hello"))
    }
}
