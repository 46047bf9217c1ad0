import Testing
@testable import Wren

struct TemperatureFormatTests {
    @Test func celsiusIsShownWithoutDecimals() {
        #expect(TemperatureFormat.string(21.4, unit: .celsius) == "21°")
    }

    @Test func fahrenheitRounding() {
        #expect(TemperatureFormat.string(72.5, unit: .fahrenheit) == "73°")
    }
}
