import Foundation

struct TideHeightFormatter {
    var unit: UnitLength = .feet
    func string(_ meters: Double) -> String {
        let value = Measurement(value: meters, unit: UnitLength.meters).converted(to: unit).value
        return String(format: "%.1f %@", abs(value), unit == .feet ? "ft" : "m")
    }
}
