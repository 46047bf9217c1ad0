import Foundation

struct TrailDistanceFormatter {
    let locale: Locale

    func string(meters: Double) -> String {
        let f = MeasurementFormatter()
        f.locale = locale
        f.unitOptions = .providedUnit
        f.numberFormatter.maximumFractionDigits = 1
        return f.string(from: Measurement(value: meters / 1000, unit: UnitLength.kilometers))
    }
}
