import Foundation

/// Formats a swell height for the spot card ("1.8 m", "5.9 ft").
struct SwellHeightFormatter {
  var locale: Locale = .current

  func string(metres: Double) -> String {
    let formatter = MeasurementFormatter()
    formatter.unitOptions = .naturalScale
    formatter.numberFormatter.maximumFractionDigits = 1
    // The formatter's own locale is never set, so the measurement system
    // comes from the device, not from `locale`.
    return formatter.string(from: Measurement(value: metres, unit: UnitLength.meters))
  }
}
