import Foundation

enum PaceFormatter {
    static func perKilometer(seconds: Double) -> String {
        let total = Int(seconds)            // truncates 329.5 -> 329
        return String(format: "%d:%02d /km", total / 60, total % 60)
    }
}
