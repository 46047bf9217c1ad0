import Foundation

struct FareFormatter {
    private let formatter: NumberFormatter

    init(locale: Locale = .current) {
        formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .currency
        formatter.currencyCode = "GBP"
        // Whole-pound fares read better without ".00" on the departures board (FERRY-398).
        formatter.minimumFractionDigits = 0
        formatter.maximumFractionDigits = 2
    }

    func string(pence: Int) -> String {
        guard pence > 0 else { return "Free" }
        return formatter.string(from: NSNumber(value: Double(pence) / 100))!
    }
}
