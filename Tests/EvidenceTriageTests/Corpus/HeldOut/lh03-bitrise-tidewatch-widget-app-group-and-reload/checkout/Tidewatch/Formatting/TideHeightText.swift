import Foundation

enum TideHeightText {
    static func string(meters: Double, locale: Locale) -> String {
        let m = Measurement(value: meters, unit: UnitLength.meters)
        return m.formatted(.measurement(width: .abbreviated, usage: .asProvided, numberFormatStyle: .number.precision(.fractionLength(1))).locale(locale))
    }
}
