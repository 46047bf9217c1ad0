import Foundation

enum ElevationText {
    static func string(metres: Double, locale: Locale) -> String {
        let f = MeasurementFormatter(); f.locale = locale; f.unitOptions = .providedUnit
        f.numberFormatter.maximumFractionDigits = 0
        return f.string(from: Measurement(value: metres, unit: UnitLength.meters))
    }
}
