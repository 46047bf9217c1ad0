import XCTest
@testable import Ferncast

final class ForecastFormatterTests: XCTestCase {
    private let formatter = ForecastFormatter(locale: Locale(identifier: "en_US"))

    func testWindSpeedUsesKnots() {
        XCTAssertEqual(formatter.wind(metersPerSecond: 5.0), "10 kn")
    }

    func testWindGustRoundsToWholeKnots() {
        // 9.0 m/s == 17.49 kn, 9.3 m/s == 18.08 kn
        XCTAssertEqual(formatter.gust(metersPerSecond: 9.3), "18 kn")
    }
}
