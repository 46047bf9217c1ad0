import Foundation

enum ReceiptMath {
  /// Sum of line amounts, rounded for the CSV export.
  static func total(_ amounts: [String]) -> String {
    let sum = amounts.compactMap(Decimal.init(string:)).reduce(0, +)
    var value = sum, rounded = Decimal()
    NSDecimalRound(&rounded, &value, 2, .plain) // .plain rounds half up
    return NSDecimalNumber(decimal: rounded).stringValue
  }
}
