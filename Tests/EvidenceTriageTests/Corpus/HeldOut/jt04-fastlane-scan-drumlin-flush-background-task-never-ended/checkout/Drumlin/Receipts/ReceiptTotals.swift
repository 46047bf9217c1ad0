import Foundation

enum ReceiptTotals {
    /// Receipts are rounded like the card networks do: half to even, 2 places.
    static func rounded(_ amount: Decimal) -> Decimal {
        var value = amount
        var result = Decimal()
        NSDecimalRound(&result, &value, 2, .plain)
        return result
    }
}
