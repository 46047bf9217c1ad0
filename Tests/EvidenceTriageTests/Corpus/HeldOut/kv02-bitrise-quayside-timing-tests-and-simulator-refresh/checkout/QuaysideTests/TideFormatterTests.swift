import XCTest
@testable import Quayside

final class TideFormatterTests: XCTestCase {
    func testTideHeightUsesLocaleDecimalSeparator() {
        let formatter = TideFormatter(locale: Locale(identifier: "de_DE"))
        XCTAssertEqual(formatter.height(meters: 3.45), "3,45 m")
    }

    func testTideHeightRoundsToTwoPlaces() {
        let formatter = TideFormatter(locale: Locale(identifier: "en_GB"))
        XCTAssertEqual(formatter.height(meters: 1.005), "1.01 m")
    }
}
