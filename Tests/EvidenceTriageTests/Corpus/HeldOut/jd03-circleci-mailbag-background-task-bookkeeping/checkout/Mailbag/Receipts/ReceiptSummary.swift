import Foundation

struct ReceiptSummary {
    var lines: [Decimal]
    var currencyCode = "EUR"

    var total: Decimal { lines.reduce(0, +) }

    var totalText: String {
        var value = total
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 2, .plain)
        return rounded.formatted(.currency(code: currencyCode).locale(Locale(identifier: "en_IE")))
    }
}
