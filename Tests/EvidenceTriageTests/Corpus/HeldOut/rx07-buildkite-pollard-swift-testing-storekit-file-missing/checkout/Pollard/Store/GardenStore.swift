import StoreKit
import os

@MainActor
final class GardenStore: ObservableObject {
    static let productIDs = ["pollard.plus.monthly", "pollard.plus.yearly", "pollard.seedpack.10"]
    private let log = Logger(subsystem: "app.pollard", category: "Store")
    @Published private(set) var products: [Product] = []
    @Published private(set) var unlockedFeatures: Set<Feature> = []

    func loadProducts() async throws {
        products = try await Product.products(for: Self.productIDs)
        log.info("loaded \(self.products.count) of \(Self.productIDs.count) products")
    }
}
