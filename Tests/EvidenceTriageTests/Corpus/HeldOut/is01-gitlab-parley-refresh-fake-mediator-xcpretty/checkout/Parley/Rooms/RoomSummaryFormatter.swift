import Foundation

struct RoomSummaryFormatter {
    var calendar: Calendar = .current
    var locale: Locale = .current
    var now: () -> Date = Date.init

    /// Timestamp shown under a room's last message in the room list.
    func lastMessageTimestamp(_ date: Date) -> String {
        if calendar.isDate(date, inSameDayAs: now()) {
            return date.formatted(Date.FormatStyle(date: .omitted, time: .shortened).locale(locale))
        }
        return date.formatted(Date.FormatStyle(date: .numeric, time: .omitted).locale(locale))
    }
}
