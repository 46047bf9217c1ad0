import Foundation

struct TemperatureFormatter {
    enum Unit { case celsius, fahrenheit }
    var unit: Unit

    /// Nozzle and bed temperatures are shown as whole degrees.
    func string(fromCelsius celsius: Double) -> String {
        switch unit {
        case .celsius:
            return "\(Int(celsius.rounded()))°C"
        case .fahrenheit:
            let f = celsius * 9 / 5 + 32
            return "\(Int(f))°F"
        }
    }
}
