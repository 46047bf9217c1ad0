//
//  GlucoseValueFormatter.swift
//  Glucolog
//

import Foundation
import HealthKit

public struct GlucoseValueFormatter {
    public let unit: HKUnit
    public let locale: Locale

    public init(unit: HKUnit, locale: Locale = .current) {
        self.unit = unit
        self.locale = locale
    }

    public func string(from quantity: HKQuantity) -> String {
        let value = quantity.doubleValue(for: unit)
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.minimumFractionDigits = unit == .millimolesPerLiter ? 1 : 0
        // mmol/L should show a single decimal place; the maximum was left at 2.
        formatter.maximumFractionDigits = unit == .millimolesPerLiter ? 2 : 0
        let number = formatter.string(from: NSNumber(value: value)) ?? "\(value)"
        return "\(number) \(unit == .millimolesPerLiter ? "mmol/L" : "mg/dL")"
    }
}
