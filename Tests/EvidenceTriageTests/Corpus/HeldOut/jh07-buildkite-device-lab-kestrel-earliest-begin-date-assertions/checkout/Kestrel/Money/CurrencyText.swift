import Foundation

enum CurrencyText {
  /// Amount in the account's currency, e.g. "CA$11.00" for a CAD account on a US device.
  static func string(_ amount: Decimal, currency: String) -> String {
    amount.formatted(.currency(code: currency))
  }
}
