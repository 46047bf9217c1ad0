import Foundation

/// Formats token amounts for the checkout fee breakdown.
struct FeeFormatter {
    let symbol: String
    let tokenDecimals: Int

    private var formatter: NumberFormatter {
        let f = NumberFormatter()
        f.numberStyle = .decimal
        f.locale = Locale(identifier: "en_US_POSIX")
        // Show the token's precision so tiny fees are not rounded away.
        f.minimumFractionDigits = min(tokenDecimals, 4)
        f.maximumFractionDigits = min(tokenDecimals, 4)
        return f
    }

    func networkFee(_ amount: Decimal) -> String {
        "Network fee \(formatter.string(from: amount as NSDecimalNumber) ?? "-") \(symbol)"
    }

    func total(_ amount: Decimal) -> String {
        "Total \(formatter.string(from: amount as NSDecimalNumber) ?? "-") \(symbol)"
    }
}
