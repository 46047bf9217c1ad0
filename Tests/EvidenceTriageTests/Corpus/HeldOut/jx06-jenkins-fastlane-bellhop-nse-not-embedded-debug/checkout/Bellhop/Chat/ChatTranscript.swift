import Foundation

struct ChatTranscript {
    let messages: [Message]
    let hotelTimeZone: TimeZone

    var days: [Day] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current          // should be hotelTimeZone (hotel-local day boundaries)
        let grouped = Dictionary(grouping: messages) { calendar.startOfDay(for: $0.sentAt) }
        return grouped.keys.sorted().map { Day(start: $0, timeZone: hotelTimeZone, messages: grouped[$0]!) }
    }
}
