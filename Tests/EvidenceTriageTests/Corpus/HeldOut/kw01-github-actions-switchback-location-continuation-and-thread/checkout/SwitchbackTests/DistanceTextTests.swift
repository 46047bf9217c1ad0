import XCTest
@testable import Switchback

final class DistanceTextTests: XCTestCase {
    func testKilometersForGermanLocale() {
        XCTAssertEqual(DistanceText.string(meters: 12_400, locale: Locale(identifier: "de_DE")), "12,4 km")
    }

    func testMilesForUSLocale() {
        XCTAssertEqual(DistanceText.string(meters: 8_047, locale: Locale(identifier: "en_US")), "5.0 mi")
    }
}
