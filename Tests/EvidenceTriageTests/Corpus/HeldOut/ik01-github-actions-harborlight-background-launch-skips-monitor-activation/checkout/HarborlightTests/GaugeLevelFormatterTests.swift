import XCTest
@testable import Harborlight

final class GaugeLevelFormatterTests: XCTestCase {
    func testLevelRoundsToCentimetres() {
        XCTAssertEqual(GaugeLevelFormatter(locale: Locale(identifier: "en_NZ")).string(fromMetres: 2.449), "2.45 m")
    }

    func testLevelUsesLocaleDecimalSeparator() {
        let formatter = GaugeLevelFormatter(locale: Locale(identifier: "de_DE"))
        XCTAssertEqual(formatter.string(fromMetres: 2.45), "2,45 m")
    }
}
