import Foundation

struct ETAFormatter {
    func string(for seconds: TimeInterval) -> String {
        if seconds < 30 { return "Arriving" }
        let minutes = Int(seconds / 60)          // BUG: truncates; couriers are never early
        return "\(max(minutes, 1)) min"
    }
}
