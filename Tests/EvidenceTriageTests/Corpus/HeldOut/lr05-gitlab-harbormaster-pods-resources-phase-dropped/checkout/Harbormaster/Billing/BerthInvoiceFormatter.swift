import Foundation

struct BerthInvoiceFormatter {
    var locale = Locale(identifier: "en_GB")

    func total(nights: Int, nightlyRate: Decimal, harbourDuesPerNight: Decimal) -> String {
        let amount = Decimal(nights) * nightlyRate
        return amount.formatted(.currency(code: "GBP").locale(locale))
    }
}
