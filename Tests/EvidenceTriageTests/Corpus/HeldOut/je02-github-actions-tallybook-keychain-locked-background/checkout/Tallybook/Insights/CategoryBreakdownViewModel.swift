import Foundation

struct CategoryShare: Equatable {
    let name: String
    let percent: Int
}

struct CategoryBreakdownViewModel {
    let totals: [String: Decimal]

    var shares: [CategoryShare] {
        let sum = totals.values.reduce(0, +)
        guard sum > 0 else { return [] }
        return totals
            .sorted { $0.value > $1.value }
            .map { name, value in
                let ratio = NSDecimalNumber(decimal: value / sum * 100).doubleValue
                return CategoryShare(name: name, percent: Int(ratio))
            }
    }
}
