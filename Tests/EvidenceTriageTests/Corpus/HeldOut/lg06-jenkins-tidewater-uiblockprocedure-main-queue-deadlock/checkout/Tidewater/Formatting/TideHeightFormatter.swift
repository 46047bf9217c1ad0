import Foundation

enum TideHeightFormatter {
    static func string(meters: Double, locale: Locale = .current) -> String {
        let f = NumberFormatter()
        f.locale = locale
        f.maximumFractionDigits = 1
        return (f.string(from: NSNumber(value: meters)) ?? "") + " m"
    }
}
