import Foundation

enum AgendaTimelinePolicy {
    /// The agenda changes at local midnight, so the next timeline starts then.
    static func nextReload(after now: Date, calendar: Calendar) -> Date? {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        return utc.nextDate(after: now, matching: DateComponents(hour: 0, minute: 0), matchingPolicy: .nextTime)
    }
}
