import Foundation

struct FeeBreakdownViewModel {
    let spread: Decimal   // fraction, e.g. 0.00875

    private static let percent: NumberFormatter = {
        let f = NumberFormatter()
        f.numberStyle = .percent
        f.locale = Locale(identifier: "en_US")
        f.minimumFractionDigits = 2
        f.maximumFractionDigits = 2
        return f
    }()

    var spreadText: String? {
        Self.percent.string(from: spread as NSDecimalNumber)
    }
}
