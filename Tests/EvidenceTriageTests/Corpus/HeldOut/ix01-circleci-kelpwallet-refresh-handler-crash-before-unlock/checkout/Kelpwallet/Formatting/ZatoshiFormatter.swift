import Foundation

enum ZatoshiFormatter {
    static let zatoshiPerCoin = 100_000_000

    private static let formatter: NumberFormatter = {
        let f = NumberFormatter()
        f.numberStyle = .decimal
        f.minimumIntegerDigits = 0
        f.minimumFractionDigits = 0
        f.maximumFractionDigits = 8
        f.locale = Locale(identifier: "en_US_POSIX")
        return f
    }()

    static func string(fromZatoshi value: Int) -> String {
        let coins = Decimal(value) / Decimal(zatoshiPerCoin)
        return (formatter.string(from: coins as NSDecimalNumber) ?? "0") + " KLP"
    }
}
