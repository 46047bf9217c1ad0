import Foundation

struct InvoiceTotals {
    struct Line { var amount: Decimal }
    let lines: [Line]
    let taxRate: Decimal

    var grandTotal: Decimal {
        var raw = lines.reduce(0) { $0 + $1.amount } * (1 + taxRate)
        var rounded = Decimal()
        NSDecimalRound(&rounded, &raw, 2, .up)
        return rounded
    }
}
