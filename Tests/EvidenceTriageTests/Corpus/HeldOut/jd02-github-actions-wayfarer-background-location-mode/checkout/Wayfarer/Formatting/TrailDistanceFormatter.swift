import Foundation

struct TrailDistanceFormatter {
    var locale = Locale(identifier: "en_GB")

    func string(meters: Double) -> String {
        let measurement = Measurement(value: meters / 1000, unit: UnitLength.kilometers)
        return measurement.formatted(.measurement(width: .abbreviated,
                                                  usage: .asProvided,
                                                  numberFormatStyle: .number.precision(.fractionLength(1)))
                                        .locale(locale))
    }
}
