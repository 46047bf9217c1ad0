import XCTest
@testable import Tidewater

final class TideHeightFormatterTests: XCTestCase {
    func testMetersWithOneDecimal() {
        XCTAssertEqual(TideHeightFormatter.string(meters: 2.0, locale: Locale(identifier: "en_GB")), "2.0 m")
    }
}
