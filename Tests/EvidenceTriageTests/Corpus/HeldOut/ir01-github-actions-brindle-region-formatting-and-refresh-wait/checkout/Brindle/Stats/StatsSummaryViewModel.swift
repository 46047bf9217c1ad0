import Foundation

struct StatsSummary {
    var transactions: Int
    var spentCents: Int
    var categories: Int
}

struct StatsSummaryViewModel {
    let summary: StatsSummary
    var locale: Locale = .current

    /// Hero numbers on the summary card: grouped below 100 000, abbreviated above.
    var transactionsText: String { Self.heroNumber(summary.transactions, locale: locale) }
    var categoriesText: String { Self.heroNumber(summary.categories, locale: locale) }

    static func heroNumber(_ value: Int, locale: Locale) -> String {
        if value < 100_000 {
            return value.formatted(.number.grouping(.automatic).locale(locale))
        }
        return Double(value).formatted(.number.notation(.compactName).precision(.fractionLength(0...2)).locale(locale))
    }
}
