import Foundation

/// "1.2K", "3.4M" for the compact spending chart.
enum AmountAbbreviator {
    static func abbreviate(_ value: Double, locale: Locale = .current) -> String {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.maximumFractionDigits = 1
        formatter.minimumFractionDigits = 0
        switch abs(value) {
        case 1_000_000...: return (formatter.string(from: NSNumber(value: value / 1_000_000)) ?? "") + "M"
        case 1_000...: return (formatter.string(from: NSNumber(value: value / 1_000)) ?? "") + "K"
        default: return formatter.string(from: NSNumber(value: value)) ?? ""
        }
    }
}
