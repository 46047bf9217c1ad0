import Foundation

enum DeparturesFormatter {
    static func label(secondsUntil: TimeInterval) -> String {
        if secondsUntil < 30 { return "Due" }
        return "\(Int(secondsUntil / 60)) min"
    }
}
