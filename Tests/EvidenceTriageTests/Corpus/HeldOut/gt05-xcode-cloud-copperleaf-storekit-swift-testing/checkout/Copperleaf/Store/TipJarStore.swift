//
//  TipJarStore.swift
//  Copperleaf
//

import Foundation
import os
import StoreKit

enum TipJarError: Error, Equatable {
    case productNotFound(String)
    case purchaseCancelled
    case unverified
}

@MainActor
final class TipJarStore: ObservableObject {
    static let productIDs = [
        "com.copperleafapps.journal.tip.small",
        "com.copperleafapps.journal.tip.medium",
        "com.copperleafapps.journal.tip.large",
    ]

    @Published private(set) var products: [Product] = []
    @Published private(set) var thankYouCount = 0
    private let log = Logger(subsystem: "com.copperleafapps.journal", category: "tipjar")

    func loadProducts() async throws {
        let loaded = try await Product.products(for: Self.productIDs)
        products = loaded.sorted { $0.price < $1.price }
        log.info("Product.products(for:) returned \(loaded.count) of \(Self.productIDs.count) requested identifiers")
        print("[TipJarStore] Product.products(for:) returned \(loaded.count) of \(Self.productIDs.count) requested identifiers")
    }

    func purchase(_ productID: String) async throws {
        guard let product = products.first(where: { $0.id == productID }) else {
            throw TipJarError.productNotFound(productID)
        }
        switch try await product.purchase() {
        case .success(.verified(let transaction)):
            thankYouCount += 1
            await transaction.finish()
        case .success(.unverified):
            throw TipJarError.unverified
        case .userCancelled, .pending:
            throw TipJarError.purchaseCancelled
        @unknown default:
            throw TipJarError.purchaseCancelled
        }
    }
}
