import Foundation

struct PriceFormatter {
    enum Period { case week, month, year }
    let locale: Locale

    private var currency: NumberFormatter {
        let f = NumberFormatter()
        f.numberStyle = .currency
        f.locale = locale
        f.roundingMode = .up
        return f
    }

    func perMonth(price: Decimal, period: Period) -> String {
        let monthly: Decimal = period == .year ? price / 12 : price
        return (currency.string(from: monthly as NSDecimalNumber) ?? "") + "/mo"
    }

    func perWeek(price: Decimal, period: Period) -> String {
        let weekly: Decimal = period == .year ? price / 52 : (period == .month ? price * 12 / 52 : price)
        return (currency.string(from: weekly as NSDecimalNumber) ?? "") + "/wk"
    }
}
