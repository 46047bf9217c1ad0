import Foundation

struct Purchase {
    let amountCents: Int
    let date: Date
    let storeTimeZone: TimeZone
}

/// 1 point per 50 cents; Saturdays and Sundays in the *store's* local time earn double.
struct LoyaltyPointsCalculator {
    var calendar = Calendar(identifier: .gregorian)

    func points(for purchase: Purchase) -> Int {
        let base = purchase.amountCents / 50
        return calendar.isDateInWeekend(purchase.date) ? base * 2 : base
    }
}
