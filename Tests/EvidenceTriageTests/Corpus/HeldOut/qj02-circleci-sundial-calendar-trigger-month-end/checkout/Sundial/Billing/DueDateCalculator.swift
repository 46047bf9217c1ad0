import Foundation

struct DueDateCalculator {
    let calendar: Calendar

    func adjusted(_ date: Date) -> Date {
        var d = date
        while calendar.isDateInWeekend(d) {
            d = calendar.date(byAdding: .day, value: 1, to: d)!
        }
        return d
    }
}
