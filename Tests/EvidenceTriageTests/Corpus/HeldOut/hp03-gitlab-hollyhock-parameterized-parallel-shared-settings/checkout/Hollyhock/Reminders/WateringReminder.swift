import Foundation

enum WateringFrequency: String, CaseIterable, Sendable {
    case daily, everyOtherDay, twiceWeekly, weekly

    var interval: TimeInterval {
        switch self {
        case .daily: 1 * 86_400
        case .everyOtherDay: 2 * 86_400
        case .twiceWeekly: 3.5 * 86_400
        case .weekly: 7 * 86_400
        }
    }
}

enum WateringReminder {
    /// The next reminder after `lastWatered`, moved out of the user's quiet hours.
    static func nextReminderDate(lastWatered: Date, frequency: WateringFrequency,
                                 calendar: Calendar = .current) -> Date {
        let due = lastWatered.addingTimeInterval(frequency.interval)
        let settings = ReminderSettings.shared
        let hour = calendar.component(.hour, from: due)
        let quiet = settings.quietHoursStart > settings.quietHoursEnd
            ? (hour >= settings.quietHoursStart || hour < settings.quietHoursEnd)
            : (hour >= settings.quietHoursStart && hour < settings.quietHoursEnd)
        guard quiet else { return due }
        var end = calendar.date(bySettingHour: settings.quietHoursEnd, minute: 0, second: 0, of: due)!
        if end < due { end = calendar.date(byAdding: .day, value: 1, to: end)! }
        return end
    }
}
