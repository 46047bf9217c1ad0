import Foundation

struct WeeklyChartModel {
    var calendar: Calendar = .current

    /// Day labels for the weekly step chart, starting on the locale's first weekday.
    func dayLabels(for locale: Locale) -> [String] {
        var calendar = self.calendar
        calendar.locale = locale
        let symbols = calendar.shortWeekdaySymbols       // always Sunday-first
        return symbols
    }
}
