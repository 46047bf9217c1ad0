import Foundation

enum TrailDistanceFormatter {
    static func string(meters: Double, locale: Locale = .current) -> String {
        let measurement = Measurement(value: meters / 1000, unit: UnitLength.kilometers)
        let formatter = MeasurementFormatter()
        formatter.locale = locale
        formatter.unitOptions = .providedUnit
        formatter.numberFormatter.maximumFractionDigits = 1
        return formatter.string(from: measurement)
    }
}
