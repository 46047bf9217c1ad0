import Foundation

/// Formats VAT lines on exported receipts. Tax authorities we export for expect
/// banker's rounding (half-even) on the VAT amount.
struct ReceiptTotalsFormatter {
    func vatLine(net: Decimal, rate: Decimal) -> String {
        var vat = net * rate
        var rounded = Decimal()
        NSDecimalRound(&rounded, &vat, 2, .plain)
        return "VAT \(NSDecimalNumber(decimal: rate * 100))%: \(NSDecimalNumber(decimal: rounded))"
    }
}
