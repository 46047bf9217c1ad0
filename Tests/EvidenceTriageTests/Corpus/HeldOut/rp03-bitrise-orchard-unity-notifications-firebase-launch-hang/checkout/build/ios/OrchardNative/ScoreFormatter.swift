import Foundation

public enum ScoreFormatter {
    public static func short(_ value: Int) -> String {
        if value >= 1_000 {
            return trimmed(Double(value) / 1_000) + "K"
        }
        if value >= 1_000_000 {
            return trimmed(Double(value) / 1_000_000) + "M"
        }
        return String(value)
    }

    private static func trimmed(_ d: Double) -> String {
        let s = String(format: "%.2f", d)
        return s.replacingOccurrences(of: #"\.?0+$"#, with: "", options: .regularExpression)
    }
}
