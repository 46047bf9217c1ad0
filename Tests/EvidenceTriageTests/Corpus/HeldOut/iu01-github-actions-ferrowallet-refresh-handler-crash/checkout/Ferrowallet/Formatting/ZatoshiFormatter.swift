import Foundation

enum ZatoshiFormatter {
    static let zatoshiPerZec: Int64 = 100_000_000

    static func string(fromZatoshi zatoshi: Int64, locale: Locale = Locale(identifier: "en_US_POSIX")) -> String {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.usesGroupingSeparator = false
        formatter.minimumFractionDigits = 0
        formatter.maximumFractionDigits = 8
        let zec = Decimal(zatoshi) / Decimal(zatoshiPerZec)
        return formatter.string(from: zec as NSDecimalNumber) ?? "0"
    }
}
