import Foundation

enum MoodChart {
    static func weekdaySymbols(calendar: Calendar = Calendar(identifier: .gregorian)) -> [String] {
        let symbols = calendar.shortWeekdaySymbols
        let first = calendar.firstWeekday - 1
        return Array(symbols[first...] + symbols[..<first])
    }
}
