import Foundation

/// 1 ZEC = 100_000_000 zatoshi. Balances show up to 8 decimals, trailing zeros trimmed
/// but never fewer than 2: "1.50 ZEC", "0.00012345 ZEC".
struct ZecAmountFormatter {
    func string(zatoshi: Int64) -> String {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.numberStyle = .decimal
        formatter.usesGroupingSeparator = false
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 6
        let zec = Double(zatoshi) / 100_000_000
        return "\(formatter.string(from: NSNumber(value: zec))!) ZEC"
    }
}
