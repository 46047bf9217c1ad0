import Foundation

struct PlantScheduleViewModel {
    let nextWatering: Date
    let now: Date
    var calendar = Calendar.current

    var nextWateringText: String {
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: now),
                                           to: calendar.startOfDay(for: nextWatering)).day ?? 0
        switch days {
        case ..<0: return "Overdue"
        case 0: return "Today"
        default: return "In \(days) day\(days == 1 ? "" : "s")"
        }
    }
}
