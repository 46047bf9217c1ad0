import Foundation

struct FareFormatter {
    var locale: Locale = Locale(identifier: "en_IE")

    func display(cents: Int, currency: String) -> String {
        let f = NumberFormatter()
        f.numberStyle = .currency
        f.currencyCode = currency
        f.locale = locale
        f.maximumFractionDigits = 0
        return f.string(from: NSNumber(value: Double(cents) / 100)) ?? "\(cents)"
    }
}
