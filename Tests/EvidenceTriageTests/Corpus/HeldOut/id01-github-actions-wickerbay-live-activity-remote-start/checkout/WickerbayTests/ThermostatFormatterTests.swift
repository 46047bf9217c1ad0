import XCTest
@testable import Wickerbay

final class ThermostatFormatterTests: XCTestCase {
    private let formatter = ThermostatFormatter(locale: Locale(identifier: "en_GB"))

    func testWholeDegrees() {
        XCTAssertEqual(formatter.string(celsius: 19.0), "19°")
    }

    func testHalfDegreeIsKept() {
        XCTAssertEqual(formatter.string(celsius: 21.5), "21.5°")
    }

    func testTenthsRoundToNearestHalf() {
        XCTAssertEqual(formatter.string(celsius: 20.2), "20°")
    }
}
