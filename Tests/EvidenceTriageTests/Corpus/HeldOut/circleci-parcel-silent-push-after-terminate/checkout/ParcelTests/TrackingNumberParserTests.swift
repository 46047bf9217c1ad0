import XCTest
@testable import Parcel

final class TrackingNumberParserTests: XCTestCase {
    private let parser = TrackingNumberParser()

    func testParsesUPSGround() {
        XCTAssertEqual(parser.carrier(for: "1Z999AA10123456784"), .ups)
    }

    func testParsesUPSMailInnovations() {
        XCTAssertEqual(parser.carrier(for: "92748999984513503011111111"), .upsMailInnovations)
    }

    func testRejectsShortNumbers() {
        XCTAssertNil(parser.carrier(for: "12345"))
    }
}
