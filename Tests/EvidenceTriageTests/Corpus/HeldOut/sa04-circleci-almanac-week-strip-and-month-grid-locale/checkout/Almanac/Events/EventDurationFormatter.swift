import Foundation

struct EventDurationFormatter {
    var calendar = Calendar(identifier: .gregorian)

    func string(from start: Date, to end: Date) -> String {
        let days = calendar.dateComponents([.day], from: start, to: end).day ?? 0
        if days == 0 { return "Same day" }
        return "\(days) days"
    }
}
