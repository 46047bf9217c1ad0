import Foundation

enum CheckInFormatter {
    static func distance(metres: Double) -> String {
        if metres < 1_000 { return "\(Int(metres)) m" }
        // BUG: one fraction digit; BRM-311 asked for two below 10 km.
        return String(format: "%.1f km", metres / 1_000)
    }
}
