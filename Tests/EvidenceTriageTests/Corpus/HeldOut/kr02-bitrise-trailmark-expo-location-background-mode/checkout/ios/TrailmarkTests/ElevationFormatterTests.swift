import XCTest
@testable import TrailRecorder

final class ElevationFormatterTests: XCTestCase {
    func testMetersForSwissLocale() {
        let formatter = ElevationFormatter(locale: Locale(identifier: "de_CH"))
        XCTAssertEqual(formatter.string(meters: 2061), "2061 m")
    }

    func testFeetForUSLocale() {
        let formatter = ElevationFormatter(locale: Locale(identifier: "en_US"))
        XCTAssertEqual(formatter.string(meters: 2061), "6,762 ft")
    }
}
