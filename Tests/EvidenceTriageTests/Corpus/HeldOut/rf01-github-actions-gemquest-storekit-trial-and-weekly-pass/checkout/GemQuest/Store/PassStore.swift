import Foundation
import StoreKit

final class PassStore {
    let backend: ReceiptBackend
    init(backend: ReceiptBackend) { self.backend = backend }

    func product(id: String) async throws -> Product {
        guard let p = try await Product.products(for: [id]).first else { throw StoreError.productNotFound(id) }
        return p
    }

    func catalog() async throws -> [Product] {
        try await Product.products(for: PassCatalog.allIDs)
    }

    func purchase(_ product: Product) async throws -> (transaction: Transaction, product: Product) {
        let result = try await product.purchase()
        guard case .success(.verified(let tx)) = result else { throw StoreError.purchaseNotVerified }
        await tx.finish()
        return (tx, product)
    }

    func postReceipt(for tx: Transaction) async throws {
        NSLog("[Receipt] posting %@ purchase=%@ expires=%@", tx.productID, "\(tx.purchaseDate)", "\(tx.expirationDate.map { "\($0)" } ?? "-")")
        try await backend.post(jws: tx.jsonRepresentation)
    }

    func refreshEntitlements() async throws -> EntitlementSet {
        try await backend.entitlements()
    }
}
