import Foundation

final class MonthGridModel {
    var calendar: Calendar = .current

    /// Dates shown in the grid for the month containing `date`, padded to whole weeks.
    func visibleDates(forMonthContaining date: Date) -> [Date] {
        let grid = Calendar.autoupdatingCurrent
        let month = calendar.dateInterval(of: .month, for: date)!
        let firstWeekday = grid.component(.weekday, from: month.start)
        let leading = (firstWeekday - grid.firstWeekday + 7) % 7
        let start = grid.date(byAdding: .day, value: -leading, to: month.start)!
        let days = grid.range(of: .day, in: .month, for: date)!.count
        let cells = Int(ceil(Double(leading + days) / 7.0)) * 7
        return (0..<cells).map { calendar.date(byAdding: .day, value: $0, to: start)! }
    }
}
