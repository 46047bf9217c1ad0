import Foundation

enum ElevationText {
    static func string(meters: Double, locale: Locale) -> String {
        let measurement = Measurement(value: meters, unit: UnitLength.meters)
        return measurement.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(locale))
    }
}
