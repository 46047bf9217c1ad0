import Foundation

/// Contactless fare capping: a daily cap and a Monday-to-Sunday weekly cap.
struct FareCapCalculator {
    var dailyCap: Decimal = 8.10
    var weeklyCap: Decimal = 40.70
    var calendar: Calendar = {
        var c = Calendar(identifier: .iso8601)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c
    }()

    /// Charges each tap, capping at the daily and weekly limits.
    func charges(for taps: [Tap]) -> [Decimal] {
        var spentToday: [DateComponents: Decimal] = [:]
        var spentThisWeek: [DateComponents: Decimal] = [:]
        return taps.map { tap in
            let day = calendar.dateComponents([.year, .month, .day], from: tap.date)
            let week = calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: tap.date)
            let dayLeft = dailyCap - spentToday[day, default: 0]
            let weekLeft = weeklyCap - spentThisWeek[week, default: 0]
            let charge = max(0, min(tap.fare, dayLeft, weekLeft))
            spentToday[day, default: 0] += charge
            spentThisWeek[week, default: 0] += charge
            return charge
        }
    }
}

struct Tap {
    var date: Date
    var fare: Decimal
}
