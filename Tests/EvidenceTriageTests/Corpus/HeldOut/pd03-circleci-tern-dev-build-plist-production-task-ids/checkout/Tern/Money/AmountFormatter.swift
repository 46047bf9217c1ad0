import Foundation

struct AmountFormatter {
    let currencyCode: String
    let locale: Locale

    func string(minorUnits: Int) -> String {
        let f = NumberFormatter()
        f.numberStyle = .currency
        f.currencyCode = currencyCode
        f.locale = locale
        return f.string(from: NSNumber(value: Double(minorUnits) / 100)) ?? ""
    }
}
