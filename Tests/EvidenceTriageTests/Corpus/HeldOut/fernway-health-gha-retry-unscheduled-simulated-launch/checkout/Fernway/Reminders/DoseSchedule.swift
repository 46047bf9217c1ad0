import Foundation

struct DoseSchedule {
    let daily: DateComponents
    let timeZone: TimeZone

    func nextReminder(after date: Date) -> Date {
        let calendar = Calendar.current
        return calendar.nextDate(after: date, matching: daily, matchingPolicy: .nextTime)!
    }
}
