import Foundation

enum FareFormatter {
    /// Fare shown on the ticket screen; must match the ticket machines' receipts.
    static func display(pence: Int, locale: Locale) -> String {
        let nf = NumberFormatter()
        nf.locale = locale
        nf.numberStyle = .currency
        nf.currencyCode = "EUR"
        let text = nf.string(from: NSNumber(value: Double(pence) / 100)) ?? ""
        // Narrow no-break spaces rendered as boxes in the old ticket font (MT-877).
        return text.replacingOccurrences(of: "\u{202F}", with: " ")
                   .replacingOccurrences(of: "\u{00A0}", with: " ")
    }
}
