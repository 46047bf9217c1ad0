import Foundation

struct CategoryRowModel {
    let title: String
    let icon: String
    let spentText: String

    init(category: BudgetCategory, spent: Decimal, limit: Decimal, currencyCode: String) {
        title = category.name
        icon = category.symbolName
        let format = Decimal.FormatStyle.Currency(code: currencyCode)
            .precision(.fractionLength(0...2))
            .locale(Locale(identifier: "en_GB"))
        spentText = "\(spent.formatted(format)) of \(limit.formatted(format))"
    }
}
