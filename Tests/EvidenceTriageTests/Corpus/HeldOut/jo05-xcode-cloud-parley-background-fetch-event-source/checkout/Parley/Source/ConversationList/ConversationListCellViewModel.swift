import Foundation

struct ConversationListCellViewModel {
    let lastMessageDate: Date
    let now: Date
    let calendar: Calendar

    var timestampText: String {
        if calendar.isDate(lastMessageDate, inSameDayAs: now) {
            return lastMessageDate.formatted(date: .omitted, time: .shortened)
        }
        if let yesterday = calendar.date(byAdding: .day, value: -1, to: now),
           calendar.isDate(lastMessageDate, inSameDayAs: yesterday) {
            return "yesterday"
        }
        return lastMessageDate.formatted(.dateTime.day().month(.abbreviated))
    }
}
