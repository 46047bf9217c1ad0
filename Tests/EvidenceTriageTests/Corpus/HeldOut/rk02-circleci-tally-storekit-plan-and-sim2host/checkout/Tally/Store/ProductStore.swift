import StoreKit

@MainActor
final class ProductStore: ObservableObject {
    static let productIDs = ["com.tallyapp.tally.pro.monthly", "com.tallyapp.tally.pro.yearly"]
    @Published private(set) var products: [Product] = []

    func load() async throws {
        products = try await Product.products(for: Self.productIDs)
            .sorted { $0.price < $1.price }
    }

    func purchase(_ product: Product) async throws -> Bool {
        switch try await product.purchase() {
        case .success(.verified(let transaction)):
            await transaction.finish()
            return true
        default:
            return false
        }
    }
}
