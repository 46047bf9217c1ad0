import XCTest
@testable import Quayside

final class TideHeightFormatterTests: XCTestCase {
    func testWholeMetres() {
        XCTAssertEqual(TideHeightFormatter().string(metres: 4), "4.0 m")
    }

    func testMetresRoundToOneDecimal() {
        XCTAssertEqual(TideHeightFormatter().string(metres: 1.27), "1.3 m")
    }
}
