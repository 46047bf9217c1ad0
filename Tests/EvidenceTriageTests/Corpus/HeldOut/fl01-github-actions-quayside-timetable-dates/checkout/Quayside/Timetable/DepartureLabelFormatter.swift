import Foundation

/// Builds the short label shown on a departure row ("Today, 14:05",
/// "Yesterday, 23:30", "Sat 28 Mar, 23:30").
struct DepartureLabelFormatter {
    var calendar: Calendar = .current
    var now: () -> Date = Date.init

    private var timeFormatter: DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = "HH:mm"
        return formatter
    }

    private var dayFormatter: DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = "EEE d MMM"
        return formatter
    }

    func label(for date: Date) -> String {
        let startOfToday = calendar.startOfDay(for: now())
        let startOfYesterday = startOfToday.addingTimeInterval(-24 * 60 * 60)
        let time = timeFormatter.string(from: date)

        if date >= startOfToday {
            return "Today, \(time)"
        }
        if date >= startOfYesterday {
            return "Yesterday, \(time)"
        }
        return "\(dayFormatter.string(from: date)), \(time)"
    }
}
