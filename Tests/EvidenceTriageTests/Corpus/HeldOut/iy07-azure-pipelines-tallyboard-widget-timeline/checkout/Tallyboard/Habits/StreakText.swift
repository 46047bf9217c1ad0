import Foundation

enum StreakText {
    static func text(days: Int) -> String {
        days == 0 ? "Start today" : "\(days) days"
    }
}
