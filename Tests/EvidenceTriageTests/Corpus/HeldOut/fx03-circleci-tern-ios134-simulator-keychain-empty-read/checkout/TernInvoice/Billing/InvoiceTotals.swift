import Foundation

struct LineItem {
    let description: String
    let quantity: Decimal
    let unitPrice: Decimal
}

/// Totals shown on the invoice PDF. Tax is computed and rounded per line, as the
/// accounting export expects, using banker's rounding to the cent.
struct InvoiceTotals {
    let taxRate: Decimal

    func tax(for line: LineItem) -> Decimal {
        var raw = line.quantity * line.unitPrice * taxRate
        var rounded = Decimal()
        NSDecimalRound(&rounded, &raw, 2, .plain)
        return rounded
    }

    func totalTax(_ lines: [LineItem]) -> Decimal {
        lines.map(tax(for:)).reduce(0, +)
    }
}
