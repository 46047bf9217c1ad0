import Testing
@testable import Hearth

@Suite struct SensorStateFormatterTests {
    @Test func temperatureRounding() {
        let f = SensorStateFormatter(locale: .init(identifier: "en_US"))
        #expect(f.string(state: "21.46", unit: "°C") == "21.5 °C")
    }

    @Test func unavailableState() {
        #expect(SensorStateFormatter(locale: .init(identifier: "en_US")).string(state: "unavailable", unit: nil) == "Unavailable")
    }
}
