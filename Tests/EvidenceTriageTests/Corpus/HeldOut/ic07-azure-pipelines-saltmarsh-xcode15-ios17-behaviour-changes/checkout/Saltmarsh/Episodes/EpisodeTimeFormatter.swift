import Foundation

enum EpisodeTimeFormatter {
    private static let formatter: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US")
        f.timeZone = TimeZone(identifier: "America/New_York")
        f.dateStyle = .none
        f.timeStyle = .short
        return f
    }()

    /// "9:41 AM" — shown under each episode and sent to the Watch complication.
    static func airTime(_ date: Date) -> String {
        formatter.string(from: date)
    }
}
