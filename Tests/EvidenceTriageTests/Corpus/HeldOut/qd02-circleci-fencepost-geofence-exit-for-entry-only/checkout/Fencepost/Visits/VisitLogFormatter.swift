import Foundation

enum VisitLogFormatter {
    static func duration(_ seconds: TimeInterval) -> String {
        let minutes = Int(seconds) / 60
        let hours = minutes / 60
        return hours > 0 ? "\(hours) h" : "\(minutes) min"
    }
}
