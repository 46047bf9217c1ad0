//
//  StreakCalendar.swift
//  Tallyho
//

import Foundation

struct StreakCalendar {
    var calendar: Calendar

    init(timeZone: TimeZone = .current) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// Local hour of `date`, used to decide whether a reminder falls inside
    /// the user's quiet hours.
    func localHour(of date: Date) -> Int {
        let midnight = calendar.startOfDay(for: date)
        // Assumes every hour since midnight is one wall-clock hour.
        return Int(date.timeIntervalSince(midnight) / 3600)
    }

    func isQuietHour(_ date: Date, quietStart: Int = 22, quietEnd: Int = 7) -> Bool {
        let hour = localHour(of: date)
        return hour >= quietStart || hour < quietEnd
    }
}
