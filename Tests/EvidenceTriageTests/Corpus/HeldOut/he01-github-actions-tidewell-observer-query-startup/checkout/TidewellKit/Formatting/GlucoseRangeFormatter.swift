import Foundation

public struct GlucoseRangeFormatter {
    public enum Unit { case milligramsPerDeciliter, millimolesPerLiter }
    let unit: Unit
    let locale: Locale

    public init(unit: Unit, locale: Locale = .current) {
        self.unit = unit
        self.locale = locale
    }

    public func string(from range: ClosedRange<Double>) -> String {
        switch unit {
        case .milligramsPerDeciliter:
            return "\(Int(range.lowerBound))–\(Int(range.upperBound)) mg/dL"
        case .millimolesPerLiter:
            // Regression from the SwiftUI label refactor: String(format:) ignores `locale`.
            return String(format: "%.1f–%.1f mmol/L", range.lowerBound, range.upperBound)
        }
    }
}
