import XCTest
@testable import Kestrel

final class RideDistanceFormatterTests: XCTestCase {
    func testKilometresForGermanLocale() {
        let formatter = RideDistanceFormatter(locale: Locale(identifier: "de_DE"))
        XCTAssertEqual(formatter.string(kilometres: 16.093), "16,093 km")
    }

    func testMilesKeepFourFractionDigitsForEnGB() {
        let formatter = RideDistanceFormatter(locale: Locale(identifier: "en_GB"))
        XCTAssertEqual(formatter.string(kilometres: 16.093), "9.9998 mi")
    }
}
