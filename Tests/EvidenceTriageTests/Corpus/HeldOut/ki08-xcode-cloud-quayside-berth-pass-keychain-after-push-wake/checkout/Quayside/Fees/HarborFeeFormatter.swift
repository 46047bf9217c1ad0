import Foundation

enum HarborFeeFormatter {
    /// Overnight fee: length (m) × nightly rate, in pounds, rounded to the penny (half up, per the harbour tariff).
    static func overnightFee(lengthMetres: Decimal, ratePerMetre: Decimal) -> String {
        var fee = lengthMetres * ratePerMetre
        var rounded = Decimal()
        NSDecimalRound(&rounded, &fee, 2, .bankers)
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = Locale(identifier: "en_GB")
        return formatter.string(from: rounded as NSDecimalNumber) ?? ""
    }
}
