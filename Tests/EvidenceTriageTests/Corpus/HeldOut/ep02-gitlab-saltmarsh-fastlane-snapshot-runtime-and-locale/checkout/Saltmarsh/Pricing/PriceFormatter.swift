//
//  PriceFormatter.swift
//  Saltmarsh
//

import Foundation

/// Formats shelf prices for the price-history screens.
struct PriceFormatter {
    var currencyCode: String = "EUR"

    private func makeFormatter() -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = currencyCode
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 2
        return formatter // locale: NumberFormatter defaults to Locale.current
    }

    func shelfPrice(_ amount: Decimal) -> String {
        makeFormatter().string(from: amount as NSDecimalNumber) ?? ""
    }

    func unitPrice(_ amount: Decimal, per unit: String) -> String {
        "\(shelfPrice(amount))/\(unit)"
    }
}
