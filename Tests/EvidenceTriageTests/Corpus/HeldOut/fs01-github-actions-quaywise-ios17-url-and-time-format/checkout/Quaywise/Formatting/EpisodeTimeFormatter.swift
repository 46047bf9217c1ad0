import Foundation

/// Formats an episode's scheduled air time for the episode list ("9:30 PM").
struct EpisodeTimeFormatter {
    private let formatter: DateFormatter

    init(locale: Locale = .current, timeZone: TimeZone = .current) {
        formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateStyle = .none
        formatter.timeStyle = .short
    }

    func airTime(_ date: Date) -> String {
        formatter.string(from: date)
    }
}
