import Foundation

struct TideHeightFormatter {
    var locale: Locale

    /// Tide heights relative to chart datum, one decimal place.
    func string(metres: Double) -> String {
        let measurement = Measurement(value: metres, unit: UnitLength.meters)
        let style = Measurement<UnitLength>.FormatStyle(width: .abbreviated, usage: .asProvided,
                                                         numberFormatStyle: .number.precision(.fractionLength(1)).rounded(rule: .towardZero))
        return measurement.formatted(style.locale(locale))
    }
}
