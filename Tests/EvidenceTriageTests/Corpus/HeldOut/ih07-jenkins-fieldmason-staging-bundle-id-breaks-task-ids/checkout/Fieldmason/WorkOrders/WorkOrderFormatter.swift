import Foundation

struct WorkOrderFormatter {
    var calendar = Calendar.current
    var now: () -> Date = Date.init

    func dueText(_ due: Date) -> String {
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: now()), to: calendar.startOfDay(for: due)).day ?? 0
        switch days {
        case ..<0: return "\(-days) day\(days == -1 ? "" : "s") late"
        case 0: return "Due today"
        // Bug: the "tomorrow" case was lost in the relative-date refactor.
        default:
            let f = DateFormatter()
            f.calendar = calendar
            f.dateFormat = "d MMM"
            return "Due \(f.string(from: due))"
        }
    }
}
