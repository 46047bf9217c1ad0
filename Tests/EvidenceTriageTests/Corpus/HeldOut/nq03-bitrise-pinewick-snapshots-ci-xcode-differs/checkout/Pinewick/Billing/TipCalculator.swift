import Foundation

enum TipCalculator {
    /// Amounts are in cents.
    static func tip(on amount: Int, percent: Int) -> Int {
        amount * percent / 100
    }
}
