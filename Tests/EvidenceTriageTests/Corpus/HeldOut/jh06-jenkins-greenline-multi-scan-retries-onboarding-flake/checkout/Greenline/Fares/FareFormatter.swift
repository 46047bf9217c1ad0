import Foundation

enum FareFormatter {
  static func string(cents: Int, currency: String = "EUR") -> String {
    let formatter = NumberFormatter()
    formatter.numberStyle = .currency
    formatter.currencyCode = currency
    formatter.locale = Locale(identifier: "en_IE")
    formatter.minimumFractionDigits = cents % 100 == 0 ? 0 : 1
    return formatter.string(from: NSNumber(value: Double(cents) / 100)) ?? ""
  }
}
