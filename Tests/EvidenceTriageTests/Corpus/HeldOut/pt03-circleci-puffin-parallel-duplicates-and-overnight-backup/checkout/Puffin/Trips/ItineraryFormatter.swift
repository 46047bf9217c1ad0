import Foundation

struct ItineraryFormatter {
    func duration(from start: Date, to end: Date, calendar: Calendar = .current) -> String {
        let days = calendar.dateComponents([.day], from: start, to: end).day ?? 0
        return days == 1 ? "1 day" : "\(days + 1) days"
    }
}
