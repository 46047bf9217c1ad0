import Foundation

enum ReceiptTotals {
    /// Splits `tax` across line items in proportion to their amounts, rounded to cents.
    static func allocateTax(_ tax: Decimal, across amounts: [Decimal]) -> [Decimal] {
        let subtotal = amounts.reduce(0, +)
        return amounts.map { amount in
            var share = tax * amount / subtotal
            var rounded = Decimal()
            NSDecimalRound(&rounded, &share, 2, .plain)
            return rounded
        }
    }
}
