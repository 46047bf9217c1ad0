import XCTest
@testable import Filamently

final class TemperatureFormatterTests: XCTestCase {
    func testCelsiusRoundsToWholeDegrees() {
        XCTAssertEqual(TemperatureFormatter(unit: .celsius).string(fromCelsius: 214.6), "215°C")
    }

    func testFahrenheitRoundsToWholeDegrees() {
        XCTAssertEqual(TemperatureFormatter(unit: .fahrenheit).string(fromCelsius: 60.0), "140°F")
        XCTAssertEqual(TemperatureFormatter(unit: .fahrenheit).string(fromCelsius: 37.0), "99°F")
    }
}
