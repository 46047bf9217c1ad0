import Foundation

extension Date {
    static var yesterday: Date { Calendar.current.date(byAdding: .day, value: -1, to: Date())! }

    func isToday() -> Bool {
        Calendar.current.isDateInToday(self)
    }

    func isYesterday() -> Bool {
        Calendar.current.isDateInYesterday(self)
    }

    func isWithinLastHour() -> Bool {
        let hourAgo = Date().addingTimeInterval(-3600)
        return self >= hourAgo && self <= Date()
    }

    func isWithinLast7Days() -> Bool {
        let weekAgo = Calendar.current.date(byAdding: .day, value: -7, to: Date())!
        return self >= weekAgo
    }
}
