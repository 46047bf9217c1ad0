import Foundation

struct HabitTimeline {
    func entries(startingAt start: Date, calendar: Calendar = .current) -> [Date] {
        (1..<7).compactMap { calendar.date(byAdding: .day, value: $0, to: start) }
    }
}
