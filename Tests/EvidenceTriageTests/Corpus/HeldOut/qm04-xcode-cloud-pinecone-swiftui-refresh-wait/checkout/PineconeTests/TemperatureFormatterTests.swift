import Testing
@testable import Pinecone

struct TemperatureFormatterTests {
    @Test(arguments: [(21.7, "71°F"), (-3.9, "25°F"), (0.0, "32°F")])
    func fahrenheitRounding(celsius: Double, expected: String) {
        #expect(TemperatureFormatter.fahrenheit(fromCelsius: celsius) == expected)
    }
}
