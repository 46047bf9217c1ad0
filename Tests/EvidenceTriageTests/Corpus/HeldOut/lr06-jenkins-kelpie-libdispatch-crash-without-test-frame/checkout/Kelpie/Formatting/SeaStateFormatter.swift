import Foundation

/// Beaufort labels for the wind card.
enum SeaStateFormatter {
    private static let labels = [
        "Calm", "Light air", "Light breeze", "Gentle breeze", "Moderate breeze",
        "Fresh breeze", "Strong breeze", "Near gale", "Gale", "Strong gale",
    ]

    static func label(forBeaufort force: Int) -> String {
        labels[max(0, min(force - 1, labels.count - 1))]
    }
}
