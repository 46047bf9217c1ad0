import Foundation

enum PlantCareFormatter {
    static func wateringInterval(days: Int) -> String {
        if days == 0 { return "Water today" }
        return "Every \(days) days"
    }
}
