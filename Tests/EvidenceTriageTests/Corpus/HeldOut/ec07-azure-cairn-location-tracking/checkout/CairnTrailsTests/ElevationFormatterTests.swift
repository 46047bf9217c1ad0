import XCTest
@testable import CairnTrails

final class ElevationFormatterTests: XCTestCase {
    func testMetricRounding() {
        let formatter = ElevationFormatter(locale: Locale(identifier: "en_GB"))
        XCTAssertEqual(formatter.string(meters: 1244.6), "1245 m")
    }

    func testFeetRoundingForUSLocale() {
        let formatter = ElevationFormatter(locale: Locale(identifier: "en_US"))
        // 1244.6 m = 4083.3 ft; 1245 m = 4084.6 ft -> "4085 ft"
        XCTAssertEqual(formatter.string(meters: 1245), "4085 ft")
    }
}
