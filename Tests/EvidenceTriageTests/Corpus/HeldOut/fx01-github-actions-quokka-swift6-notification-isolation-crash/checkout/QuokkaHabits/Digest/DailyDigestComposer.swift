import Foundation

struct CheckIn: Equatable {
    let habitID: String
    let date: Date
}

/// Builds the "this week" digest shown in the evening reminder.
struct DailyDigestComposer {
    var timeZone: TimeZone = .current
    var locale: Locale = .current

    /// One section title per calendar day that has at least one check-in, oldest first.
    func sectionTitles(for checkIns: [CheckIn]) -> [String] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateFormat = "EEE d"

        let days = Set(checkIns.map { calendar.startOfDay(for: $0.date) })
        return days.sorted().map { formatter.string(from: $0) }
    }
}
