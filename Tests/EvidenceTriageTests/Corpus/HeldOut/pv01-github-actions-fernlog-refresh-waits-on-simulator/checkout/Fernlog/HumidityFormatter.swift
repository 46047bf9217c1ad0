import Foundation

enum HumidityFormatter {
    static func string(for fraction: Double) -> String {
        String(format: "%.1f%%", fraction * 100)
    }
}
