import Foundation

struct GemBundle: Equatable {
    let productID: String
    let baseGems: Int
    let bonusPercent: Int

    var totalGems: Int { baseGems + baseGems * bonusPercent / 100 }

    static let starter = GemBundle(productID: "com.gemquest.gems.starter", baseGems: 100, bonusPercent: 20)
    static let mega = GemBundle(productID: "com.gemquest.gems.mega", baseGems: 1000, bonusPercent: 20)
}
