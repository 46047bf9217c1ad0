import Foundation

enum ReceiptTotals {
    static func split(_ total: Decimal, ways: Int) -> [Decimal] {
        var share = total / Decimal(ways)
        var rounded = Decimal()
        NSDecimalRound(&rounded, &share, 2, .down)
        return Array(repeating: rounded, count: ways)
    }
}
