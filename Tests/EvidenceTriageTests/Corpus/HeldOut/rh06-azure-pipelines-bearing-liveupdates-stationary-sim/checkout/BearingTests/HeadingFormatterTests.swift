import XCTest
@testable import Bearing

final class HeadingFormatterTests: XCTestCase {
    func testCardinalForNorthWest() {
        XCTAssertEqual(HeadingFormatter.cardinal(330), "NW")
    }

    func testCardinalForNorthAtWrap() {
        XCTAssertEqual(HeadingFormatter.cardinal(350), "N")
    }
}
