import Foundation

enum FareCalculator {
    static func concession(_ adult: Decimal) -> Decimal {
        var half = adult / 2
        var rounded = Decimal()
        NSDecimalRound(&rounded, &half, 2, .down)
        return rounded
    }
}
