import Foundation

/// Predicts when a podcast will publish next from the weekday/time of its recent episodes.
struct PodcastReleasePredictor {
    var calendar: Calendar = .current

    func nextRelease(after now: Date, publishDates: [Date]) -> Date? {
        let recent = publishDates.sorted().suffix(6)
        guard recent.count >= 3 else { return nil }
        let parts = recent.map { calendar.dateComponents([.weekday, .hour, .minute], from: $0) }
        guard let weekday = mostCommon(parts.compactMap(\.weekday)),
              let hour = mostCommon(parts.compactMap(\.hour)) else { return nil }
        let minute = mostCommon(parts.compactMap(\.minute)) ?? 0
        return Calendar.current.nextDate(after: now, matching: DateComponents(hour: hour, minute: minute, weekday: weekday),
                                 matchingPolicy: .nextTime)
    }
}
