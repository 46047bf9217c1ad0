import Foundation

public enum UsageFormatter {
    /// Widget spec: 950 -> "950", 1_204 -> "1.2k", 2_500_000 -> "2.5M"
    public static func abbreviated(_ tokens: Int) -> String {
        let f = NumberFormatter()
        f.numberStyle = .decimal
        f.notation = .compactName
        f.maximumFractionDigits = 1
        return f.string(from: NSNumber(value: tokens)) ?? "\(tokens)"
    }
}
