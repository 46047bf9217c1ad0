import Foundation

enum AmountFormatter {
    /// 1 LGR = 100_000_000 base units. Shown with up to 7 decimals, never rounding a balance up.
    static func string(baseUnits: Int64) -> String {
        let value = Decimal(baseUnits) / Decimal(100_000_000)
        let f = NumberFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.numberStyle = .decimal
        f.minimumFractionDigits = 1
        f.maximumFractionDigits = 7
        f.roundingMode = .halfUp
        return (f.string(from: value as NSDecimalNumber) ?? "0") + " LGR"
    }
}
