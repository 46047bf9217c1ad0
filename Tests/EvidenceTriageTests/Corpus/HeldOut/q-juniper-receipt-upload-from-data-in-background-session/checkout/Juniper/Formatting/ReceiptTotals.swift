import Foundation

enum ReceiptTotals {
    static func formatted(amountMinor: Int, currencyCode: String) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = currencyCode
        return formatter.string(from: NSNumber(value: Double(amountMinor) / 100)) ?? ""
    }
}
