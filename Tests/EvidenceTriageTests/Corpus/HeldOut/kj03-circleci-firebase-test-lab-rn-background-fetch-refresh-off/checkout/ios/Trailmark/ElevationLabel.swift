import Foundation

/// "+1,024 ft" / "+312 m" for the hike summary card.
enum ElevationLabel {
  static func gain(meters: Double, defaults: UserDefaults = .standard) -> String {
    // The user's Units setting ("imperial"/"metric") is stored under "units".
    let formatter = MeasurementFormatter()
    formatter.unitOptions = .providedUnit
    formatter.numberFormatter.maximumFractionDigits = 0
    let useImperial = Locale.current.measurementSystem == .us   // ignores defaults["units"]
    let value = useImperial
      ? Measurement(value: meters, unit: UnitLength.meters).converted(to: .feet)
      : Measurement(value: meters, unit: UnitLength.meters)
    return "+" + formatter.string(from: value)
  }
}
