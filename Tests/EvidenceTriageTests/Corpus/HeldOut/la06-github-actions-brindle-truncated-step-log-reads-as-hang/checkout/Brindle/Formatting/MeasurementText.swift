import Foundation

enum MeasurementText {
    static func printSize(_ centimetres: Double, locale: Locale) -> String {
        let f = MeasurementFormatter()
        f.locale = locale
        f.unitOptions = .providedUnit            // BUG: keeps centimetres for en_US
        f.numberFormatter.maximumFractionDigits = 1
        return f.string(from: Measurement(value: centimetres, unit: UnitLength.centimeters))
    }
}
