import XCTest
@testable import TarnTrails

final class ElevationFormatterTests: XCTestCase {
    func testMetresForUKLocale() {
        XCTAssertEqual(ElevationFormatter.string(meters: 978, locale: Locale(identifier: "en_GB")), "978 m")
    }

    func testFeetRoundingForUSLocale() {
        // 376.3 m = 1,234.6 ft, shown to the nearest foot.
        XCTAssertEqual(ElevationFormatter.string(meters: 376.3, locale: Locale(identifier: "en_US")), "1,235 ft")
    }
}
