import Foundation

struct FareCalculator {
    var adultFare: Decimal

    /// Child fares are half the adult fare, rounded up to the next 0.50.
    var childFare: Decimal {
        var half = adultFare / 2
        var rounded = Decimal()
        NSDecimalRound(&rounded, &half, 2, .plain)
        return rounded
    }
}
