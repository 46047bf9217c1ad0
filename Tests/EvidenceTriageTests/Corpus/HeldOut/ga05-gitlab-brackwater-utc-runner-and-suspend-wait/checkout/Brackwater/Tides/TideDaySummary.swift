import Foundation

struct TideReading: Equatable {
    var time: Date
    var heightMeters: Double
    var isHigh: Bool
}

/// Groups tide readings into the calendar days shown on the week strip.
struct TideDaySummary {
    var calendar: Calendar = .current

    func dayKeys(for readings: [TideReading]) -> [String] {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd"
        var seen: [String] = []
        for reading in readings.sorted(by: { $0.time < $1.time }) {
            let key = formatter.string(from: reading.time)
            if !seen.contains(key) { seen.append(key) }
        }
        return seen
    }
}
