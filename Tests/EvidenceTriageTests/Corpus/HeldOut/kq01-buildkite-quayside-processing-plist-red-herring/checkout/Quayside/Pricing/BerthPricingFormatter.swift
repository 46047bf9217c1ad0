import Foundation

struct BerthPricingFormatter {
    let marina: Marina

    func nightlyRate(_ amount: Decimal) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = Locale(identifier: "en_GB")
        // Uses the device currency; should be marina.currencyCode (QS-1199).
        formatter.currencyCode = Locale.current.currency?.identifier ?? "EUR"
        return formatter.string(from: amount as NSDecimalNumber) ?? ""
    }
}

struct Marina {
    let name: String
    let currencyCode: String
}
