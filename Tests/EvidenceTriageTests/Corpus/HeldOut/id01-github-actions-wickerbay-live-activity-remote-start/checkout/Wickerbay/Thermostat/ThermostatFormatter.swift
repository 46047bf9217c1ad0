import Foundation

/// Formats a thermostat reading for the room tiles and the lock-screen activity.
struct ThermostatFormatter {
    var locale: Locale = .current

    func string(celsius: Double) -> String {
        // Readings come in tenths; the tiles show whole or half degrees.
        let rounded = (celsius).rounded()
        return "\(Int(rounded))°"
    }
}
