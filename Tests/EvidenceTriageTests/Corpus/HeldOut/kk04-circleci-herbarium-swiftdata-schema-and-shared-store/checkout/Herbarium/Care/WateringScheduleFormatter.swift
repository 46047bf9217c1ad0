import Foundation

struct WateringScheduleFormatter {
    func phrase(intervalDays: Int) -> String {
        switch intervalDays {
        case 1: return "Every day"
        case 7: return "Once a week"
        default: return "Every \(intervalDays) days"
        }
    }
}
