import Foundation

enum UsageFormatter {
    /// 950 -> "950", 12_400 -> "12.4K", 3_100_000 -> "3.1M"
    static func compact(_ value: Int) -> String {
        switch value {
        case ..<1_000:
            return "\(value)"
        case ..<1_000_000:
            return String(format: "%.1fk", Double(value) / 1_000)
        default:
            return String(format: "%.1fM", Double(value) / 1_000_000)
        }
    }
}
