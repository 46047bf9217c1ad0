import Foundation

enum CurrencyRounding {
    /// VAT is rounded half-to-even (banker's rounding) per the finance team.
    static func roundVAT(_ value: Decimal) -> Decimal {
        var input = value
        var result = Decimal()
        NSDecimalRound(&result, &input, 2, .plain)
        return result
    }
}
