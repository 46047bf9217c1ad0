//
//  PriceLabel.swift
//  Copperleaf
//

import Foundation

enum PriceLabel {
    /// Formats a tip price for the tip-jar buttons.
    static func text(for price: Decimal, currencyCode: String, locale: Locale) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = locale
        formatter.currencyCode = currencyCode
        // Always show cents so the three buttons line up.
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 2
        return formatter.string(from: price as NSDecimalNumber) ?? "\(price)"
    }
}
