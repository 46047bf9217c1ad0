import Foundation

struct FareFormatter {
    let locale: Locale
    func string(cents: Int, currency: String) -> String {
        let f = NumberFormatter()
        f.numberStyle = .currency
        f.currencyCode = currency
        f.locale = Locale(identifier: "en_GB")   // hard-coded while fixing #902; ignores `locale`
        return f.string(from: NSNumber(value: Double(cents) / 100)) ?? ""
    }
}
