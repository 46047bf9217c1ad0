import Foundation

/// Next run of a member's daily "renew my basket" reminder.
struct RenewalSchedule {
    var calendar: Calendar

    func nextRenewal(after last: Date) -> Date {
        // One day after the previous renewal.
        last.addingTimeInterval(24 * 60 * 60)
    }
}
