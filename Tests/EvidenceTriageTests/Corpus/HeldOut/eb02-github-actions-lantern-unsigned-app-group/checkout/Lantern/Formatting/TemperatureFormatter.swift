//
//  TemperatureFormatter.swift
//  Lantern
//

import Foundation

struct TemperatureFormatter {
    var unit: UnitTemperature = .celsius

    func string(fromCelsius celsius: Double) -> String {
        let value = Measurement(value: celsius, unit: UnitTemperature.celsius).converted(to: unit).value
        // BUG: Int(value + 0.5) rounds -2.5 to -2 and -0.4 to 0 ("0°" is fine, "-2°" is not).
        let rounded = Int(value + 0.5)
        return "\(rounded)°"
    }
}
