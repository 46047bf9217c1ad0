import XCTest
@testable import Pipit

final class PriceTagTests: XCTestCase {
    func testRoundsHalfUp() {
        XCTAssertEqual(PriceTag.display(cents: 1995, discountPercent: 15), "16.96")
    }
}
