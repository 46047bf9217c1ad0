import XCTest
@testable import Tidewatch

final class TideHeightTextTests: XCTestCase {
    func testMetersForFrenchLocale() {
        XCTAssertEqual(TideHeightText.string(meters: 3.42, locale: Locale(identifier: "fr_FR")), "3,4 m")
    }
    func testFeetForUSLocale() {
        XCTAssertEqual(TideHeightText.string(meters: 3.42, locale: Locale(identifier: "en_US")), "11.2 ft")
    }
}
