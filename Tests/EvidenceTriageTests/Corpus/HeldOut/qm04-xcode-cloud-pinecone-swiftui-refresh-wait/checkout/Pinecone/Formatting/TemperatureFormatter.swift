import Foundation

enum TemperatureFormatter {
    static func fahrenheit(fromCelsius c: Double) -> String {
        let f = c * 9 / 5 + 32
        return "\(Int(f))°F"
    }
}
