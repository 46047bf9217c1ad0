import XCTest
@testable import Mossline

final class ElevationFormatterTests: XCTestCase {
    func testFeetForUSLocale() {
        let text = ElevationFormatter(locale: Locale(identifier: "en_US")).string(meters: 1000)
        XCTAssertEqual(text, "3,281 ft")
    }

    func testMetersForGermanLocale() {
        let text = ElevationFormatter(locale: Locale(identifier: "de_DE")).string(meters: 1000)
        XCTAssertEqual(text, "1.000 m")
    }
}
