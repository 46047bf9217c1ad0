import XCTest
@testable import Gorsemoor

final class ElevationFormatterTests: XCTestCase {
    func testMetresForBritishLocale() {
        XCTAssertEqual(ElevationFormatter(locale: Locale(identifier: "en_GB")).string(metres: 451), "451 m")
    }

    func testFeetForUSLocale() {
        // Summit heights are stored in metres; US users read feet.
        XCTAssertEqual(ElevationFormatter(locale: Locale(identifier: "en_US")).string(metres: 978), "3,209 ft")
    }
}
