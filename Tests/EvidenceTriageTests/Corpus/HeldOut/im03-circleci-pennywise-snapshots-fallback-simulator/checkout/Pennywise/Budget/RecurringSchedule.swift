import Foundation

/// Expands a monthly recurring expense into due dates.
struct RecurringSchedule {
    let dayOfMonth: Int
    var calendar = Calendar(identifier: .gregorian)

    func dueDates(from start: Date, months: Int) -> [Date] {
        (0..<months).compactMap { offset in
            guard let month = calendar.date(byAdding: .month, value: offset, to: start) else { return nil }
            var comps = calendar.dateComponents([.year, .month], from: month)
            comps.day = dayOfMonth
            let date = calendar.date(from: comps)!
            // A day that does not exist in this month rolls into the next one; skip it.
            return calendar.component(.month, from: date) == comps.month ? date : nil
        }
    }
}
