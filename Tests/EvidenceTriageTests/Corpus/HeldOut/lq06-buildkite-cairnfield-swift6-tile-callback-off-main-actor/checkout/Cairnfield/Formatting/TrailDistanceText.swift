import Foundation

enum TrailDistanceText {
    static func string(meters: Double, locale: Locale = .current) -> String {
        let measurement = Measurement(value: meters / 1000, unit: UnitLength.kilometers)
        return measurement.formatted(.measurement(width: .abbreviated, usage: .asProvided, numberFormatStyle: .number.precision(.fractionLength(1))).locale(locale))
    }
}
