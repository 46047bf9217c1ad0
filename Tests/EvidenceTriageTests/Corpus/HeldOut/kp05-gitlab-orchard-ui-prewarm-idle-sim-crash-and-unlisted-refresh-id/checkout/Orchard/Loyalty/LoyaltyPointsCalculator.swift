import Foundation

enum LoyaltyPointsCalculator {
    /// One point per full euro, half points rounded half-up.
    static func points(forBasketTotal total: Decimal) -> Int {
        NSDecimalNumber(decimal: total).intValue
    }
}
