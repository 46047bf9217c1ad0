import Foundation
import StoreKit
import os

enum PlusMembership {
    static let allProductIDs = ["com.shopfront.plus.monthly", "com.shopfront.plus.annual", "com.shopfront.plus.gift"]
}

enum MembershipBenefit: Hashable { case freeShipping, earlyAccess }

enum StoreError: Error { case productNotFound(String), unverified }

@MainActor
final class InAppPurchaseStore {
    private let log = Logger(subsystem: "com.shopfront", category: "IAP")
    let productIDs: [String]
    private(set) var products: [Product] = []
    private(set) var benefits: Set<MembershipBenefit> = []

    init(productIDs: [String]) { self.productIDs = productIDs }

    func loadProducts() async throws -> [Product] {
        products = try await Product.products(for: productIDs)
        log.info("loaded \(self.products.count) products for identifiers \(self.productIDs)")
        return products
    }

    func purchase(productID: String) async throws {
        if products.isEmpty { _ = try await loadProducts() }
        guard let product = products.first(where: { $0.id == productID }) else {
            throw StoreError.productNotFound(productID)
        }
        let result = try await product.purchase()
        guard case .success(.verified(let tx)) = result else { throw StoreError.unverified }
        benefits.insert(.freeShipping)
        await tx.finish()
    }
}
