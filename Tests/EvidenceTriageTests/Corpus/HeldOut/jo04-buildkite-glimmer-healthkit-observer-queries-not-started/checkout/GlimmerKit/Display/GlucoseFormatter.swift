import Foundation
import HealthKit

/// Formats glucose values for the timeline and the widget.
public struct GlucoseFormatter {
    public let unit: HKUnit

    public init(unit: HKUnit) {
        self.unit = unit
    }

    public func string(from quantity: HKQuantity) -> String {
        let value = quantity.doubleValue(for: unit)
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US_POSIX")
        if unit == .millimolesPerLiter {
            // mmol/L is shown with one decimal.
            formatter.maximumFractionDigits = 1
        } else {
            formatter.maximumFractionDigits = 0
        }
        return "\(formatter.string(from: NSNumber(value: value)) ?? "--") \(unit.localizedShortUnitString)"
    }
}
