import Foundation

struct OverdueFeeCalculator {
    let dailyRate: Decimal
    let cap: Decimal
    /// Days after the due date that are never charged.
    let graceDays = 1

    func fee(daysLate: Int) -> Decimal {
        guard daysLate > 0 else { return 0 }
        return min(Decimal(daysLate) * dailyRate, cap)
    }
}
