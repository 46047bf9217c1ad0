import Foundation

/// Builds the user-visible copy for renewal and trial reminders.
public enum NotificationContent {
    public static func renewalBody(vendor: String, amount: Decimal, currencyCode: String,
                                   renewsOn date: Date, today: Date,
                                   calendar: Calendar = .current) -> String {
        let when = relativeDay(date, today: today, calendar: calendar)
        return "\(vendor) renews \(when) for \(money(amount, currencyCode: currencyCode))"
    }

    public static func trialEndingBody(vendor: String, amount: Decimal, currencyCode: String,
                                       endsOn date: Date) -> String {
        "Your \(vendor) trial ends \(displayDate(date)) and converts at \(money(amount, currencyCode: currencyCode))"
    }

    static func money(_ amount: Decimal, currencyCode: String) -> String {
        amount.formatted(.currency(code: currencyCode))
    }

    static func displayDate(_ date: Date) -> String {
        date.formatted(.dateTime.month(.abbreviated).day())
    }

    static func relativeDay(_ date: Date, today: Date, calendar: Calendar) -> String {
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: today),
                                           to: calendar.startOfDay(for: date)).day ?? 0
        switch days {
        case 0: return "today"
        case 1: return "tomorrow"
        default: return "in \(days) days"
        }
    }
}
