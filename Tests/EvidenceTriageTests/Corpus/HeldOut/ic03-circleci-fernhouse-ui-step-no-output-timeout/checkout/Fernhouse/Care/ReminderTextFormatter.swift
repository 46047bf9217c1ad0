import Foundation

enum ReminderTextFormatter {
    static func nextWatering(inDays days: Int) -> String {
        switch days {
        case ..<0: return "Overdue"
        case 0: return "Water today"
        default: return "Water in \(days) days"
        }
    }
}
