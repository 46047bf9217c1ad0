import Foundation

struct DeliveryPriceFormatter {
    var locale: Locale = .current
    var currencyCode: String = "EUR"

    func string(fromCents cents: Int) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = locale
        formatter.currencyCode = currencyCode
        // Never under-charge: round any fraction of a cent up.
        formatter.roundingMode = .up
        let amount = Double(cents) / 100.0
        return formatter.string(from: NSNumber(value: amount)) ?? ""
    }
}
