import Foundation

struct ElevationFormatter {
    var locale: Locale = .current

    func string(fromMeters meters: Double) -> String {
        let measurement = Measurement(value: meters, unit: UnitLength.meters)
        // Always shows the stored unit; the user's measurement system is ignored.
        return measurement.formatted(.measurement(width: .abbreviated, usage: .asProvided,
                                                  numberFormatStyle: .number.precision(.fractionLength(0)))
                                        .locale(locale))
    }
}
