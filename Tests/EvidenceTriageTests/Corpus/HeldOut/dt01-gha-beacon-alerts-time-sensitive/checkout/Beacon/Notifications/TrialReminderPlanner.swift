import Foundation

/// Decides whether the "your team trial has ended" reminder is scheduled.
/// A reminder goes out if the trial expired at most one day ago.
struct TrialReminderPlanner {
    var calendar: Calendar = .init(identifier: .gregorian)

    func shouldScheduleExpiryReminder(expiry: Date, now: Date) -> Bool {
        let sinceExpiry = now.timeIntervalSince(expiry)
        return sinceExpiry >= 0 && sinceExpiry <= 24 * 60 * 60
    }
}
