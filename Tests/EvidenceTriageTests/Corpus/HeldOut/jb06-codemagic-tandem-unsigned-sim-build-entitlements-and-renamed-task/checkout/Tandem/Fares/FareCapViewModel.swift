import Foundation

struct FareCapViewModel {
    let spentCents: Int
    let capCents: Int
    let currency: String
    let locale: Locale

    var progressText: String {
        let style = FloatingPointFormatStyle<Double>.Currency(code: currency, locale: locale)
        return "\((Double(spentCents) / 100).formatted(style)) of \((Double(capCents) / 100).formatted(style)) cap"
    }
}
