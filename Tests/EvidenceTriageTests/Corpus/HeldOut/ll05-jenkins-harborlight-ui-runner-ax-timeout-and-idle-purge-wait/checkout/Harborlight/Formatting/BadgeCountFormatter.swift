import Foundation

enum BadgeCountFormatter {
    static func string(for count: Int) -> String {
        guard count >= 1_000 else { return String(count) }
        return String(format: "%.1fK", Double(count) / 1_000)   // rounds half up: 1.25 -> "1.3K"
    }
}
