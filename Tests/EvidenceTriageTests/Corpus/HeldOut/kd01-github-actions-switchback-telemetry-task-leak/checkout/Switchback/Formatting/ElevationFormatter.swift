import Foundation

struct ElevationFormatter {
    var locale: Locale = .current

    func string(meters: Double) -> String {
        let measurement = Measurement(value: meters, unit: UnitLength.meters)
        let formatter = MeasurementFormatter()
        formatter.locale = locale
        // Keep the unit we pass in; trail data is stored in meters.
        formatter.unitOptions = .providedUnit
        formatter.numberFormatter.maximumFractionDigits = 0
        return formatter.string(from: measurement)
    }
}
