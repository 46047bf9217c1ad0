import StoreKit

struct Tip: Identifiable, Equatable {
    let id: String
    let title: String
    let priceLabel: String
    let price: Decimal
}

@MainActor
final class TipCatalog: ObservableObject {
    static let productIDs = [
        "com.tipjar.tip.small", "com.tipjar.tip.medium", "com.tipjar.tip.large", "com.tipjar.tip.huge",
    ]

    @Published private(set) var tips: [Tip] = []

    func load() async throws {
        let products = try await Product.products(for: Self.productIDs)
        tips = products
            .map { Tip(id: $0.id, title: $0.displayName, priceLabel: $0.displayPrice, price: $0.price) }
            .sorted { $0.id < $1.id }
    }
}
