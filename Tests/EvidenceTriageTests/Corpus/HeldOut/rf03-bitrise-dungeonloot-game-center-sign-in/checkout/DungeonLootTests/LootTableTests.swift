import Testing
@testable import DungeonLoot

struct LootTableTests {
    @Test func commonDropsDominate() {
        #expect(LootTable.standard.rate(for: .common) > 0.5)
    }

    @Test func legendaryDropRateIsOnePercent() {
        let rate = LootTable.standard.rate(for: .legendary)
        #expect(rate == 0.01)
    }
}
