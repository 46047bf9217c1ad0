import XCTest
@testable import Trailmark

final class ElevationFormatterTests: XCTestCase {
    func testFeetForUSLocale() {
        let formatter = ElevationFormatter(locale: Locale(identifier: "en_US"))
        XCTAssertEqual(formatter.string(fromMeters: 1_000), "3,281 ft")
    }

    func testMetresForGermanLocale() {
        let formatter = ElevationFormatter(locale: Locale(identifier: "de_DE"))
        XCTAssertEqual(formatter.string(fromMeters: 1_000), "1.000 m")
    }
}
