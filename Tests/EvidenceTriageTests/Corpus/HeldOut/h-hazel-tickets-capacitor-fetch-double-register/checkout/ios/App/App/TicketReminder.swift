import Foundation

enum TicketReminder {
    static func dueDate(from components: DateComponents, calendar: Calendar) -> Date? {
        calendar.date(from: components)
    }
}
