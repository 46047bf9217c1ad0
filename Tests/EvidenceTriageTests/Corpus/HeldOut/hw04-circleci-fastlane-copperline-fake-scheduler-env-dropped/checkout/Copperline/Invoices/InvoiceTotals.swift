import Foundation

struct InvoiceTotals {
    let net: Decimal
    let vatRate: Decimal

    var vat: Decimal {
        var raw = net * vatRate
        var rounded = Decimal()
        NSDecimalRound(&rounded, &raw, 2, .down)
        return rounded
    }
}
