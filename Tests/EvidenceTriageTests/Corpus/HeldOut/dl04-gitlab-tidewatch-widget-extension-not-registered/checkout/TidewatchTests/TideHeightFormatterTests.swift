import XCTest
@testable import Tidewatch

final class TideHeightFormatterTests: XCTestCase {
    func testNegativeHeightsUseMinusSign() {
        XCTAssertEqual(TideHeightFormatter().string(-0.3), "\u{2212}1.0 ft")
    }
}
