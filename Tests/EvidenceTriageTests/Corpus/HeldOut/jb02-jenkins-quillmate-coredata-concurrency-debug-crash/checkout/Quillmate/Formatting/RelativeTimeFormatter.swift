import Foundation

/// "40m", "6d", then a short date for anything older than a week.
struct RelativeTimeFormatter {
    let now: () -> Date
    let locale: Locale
    let timeZone: TimeZone

    func string(for date: Date) -> String {
        let seconds = now().timeIntervalSince(date)
        switch seconds {
        case ..<3_600: return "\(Int(seconds / 60))m"
        case ..<86_400: return "\(Int(seconds / 3_600))h"
        case ..<(7 * 86_400): return "\(Int(seconds / 86_400))d"
        default:
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = timeZone
            formatter.dateFormat = "MMM d"
            return formatter.string(from: date)
        }
    }
}
