import Foundation

enum Rarity: CaseIterable { case common, rare, epic, legendary }

struct LootTable {
    let weights: [Rarity: Int]
    func rate(for rarity: Rarity) -> Double {
        let total = weights.values.reduce(0, +)
        return Double(weights[rarity, default: 0]) / Double(total)
    }
    static let standard = LootTable(weights: [.common: 700, .rare: 200, .epic: 90, .legendary: 10 * 10])
}
