import Foundation

/// Formats trail lengths for the trail list and the trail detail header.
struct TrailDistanceFormatter {
    var locale: Locale = .current

    func string(fromMeters meters: Double) -> String {
        let measurement = Measurement(value: meters, unit: UnitLength.meters)
        let formatter = MeasurementFormatter()
        formatter.locale = locale
        formatter.unitOptions = .providedUnit
        formatter.numberFormatter.maximumFractionDigits = 1
        return formatter.string(from: measurement.converted(to: .kilometers))
    }
}
