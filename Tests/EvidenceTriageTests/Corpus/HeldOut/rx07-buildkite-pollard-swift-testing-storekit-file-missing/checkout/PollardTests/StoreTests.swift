import Testing
@testable import Pollard

/// Uses the StoreKit configuration selected in the Pollard scheme.
@MainActor
struct StoreTests {
    let store = GardenStore()

    @Test func loadsProducts() async throws {
        try await store.loadProducts()
        #expect(store.products.count == 3)
    }

    @Test func purchaseUnlocksGarden() async throws {
        try await store.loadProducts()
        let plus = try #require(store.products.first { $0.id == "pollard.plus.yearly" })
        try await store.purchase(plus)
        #expect(store.unlockedFeatures.contains(.unlimitedPlants))
    }
}
