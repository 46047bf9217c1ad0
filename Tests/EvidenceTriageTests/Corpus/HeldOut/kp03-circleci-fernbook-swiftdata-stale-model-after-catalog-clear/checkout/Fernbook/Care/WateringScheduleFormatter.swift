import Foundation

enum WateringScheduleFormatter {
    static func label(everyDays days: Int) -> String {
        switch days {
        case 1: return "Every day"
        case 7: return "Once a week"
        default: return "Every \(days) day"
        }
    }
}
