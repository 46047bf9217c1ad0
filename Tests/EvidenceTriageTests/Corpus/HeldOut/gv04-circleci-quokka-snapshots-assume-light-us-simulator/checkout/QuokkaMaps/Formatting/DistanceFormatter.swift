import Foundation

struct DistanceFormatter {
    var locale: Locale = .current

    func string(metres: Double) -> String {
        let measurement = Measurement(value: metres, unit: UnitLength.meters)
        if metres < 1000 {
            return measurement.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(locale))
        }
        let km = measurement.converted(to: .kilometers)
        return km.formatted(.measurement(width: .abbreviated, usage: .asProvided,
                                         numberFormatStyle: .number.precision(.fractionLength(1))).locale(locale))
    }
}
