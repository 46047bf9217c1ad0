import Foundation

public struct LoyaltyPoints {
    /// Points earned per whole pound spent.
    public var rate: Decimal = 1.5

    public init() {}

    /// Points for a basket, rounded half-down (the programme terms: "fractions of half a point or less are dropped").
    public func points(forPence pence: Int) -> Int {
        let pounds = Decimal(pence) / 100
        var raw = pounds * rate
        var rounded = Decimal()
        NSDecimalRound(&rounded, &raw, 0, .plain)
        return NSDecimalNumber(decimal: rounded).intValue
    }
}
