import Foundation

struct WateringReminderFormatter {
    func phrase(everyDays days: Int) -> String {
        switch days {
        case 1: return "Water daily"
        case 7: return "Water weekly"
        default: return "Water every \(days) day"
        }
    }
}
