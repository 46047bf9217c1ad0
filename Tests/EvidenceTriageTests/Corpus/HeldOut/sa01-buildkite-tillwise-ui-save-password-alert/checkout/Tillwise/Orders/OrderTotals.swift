import Foundation

struct OrderTotals {
    let lines: [Decimal]
    let taxRate: Decimal

    var subtotal: Decimal { lines.reduce(0, +) }

    /// Tax rounded to cents.
    var tax: Decimal {
        var raw = subtotal * taxRate
        var rounded = Decimal()
        NSDecimalRound(&rounded, &raw, 2, .down)
        return rounded
    }

    var total: Decimal { subtotal + tax }
}
