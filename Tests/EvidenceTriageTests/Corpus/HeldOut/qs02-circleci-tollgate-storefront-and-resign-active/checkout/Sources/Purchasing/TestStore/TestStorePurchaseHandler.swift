import Foundation
import StoreKit

/// Builds the data posted to the backend after a Test Store purchase completes.
final class TestStorePurchaseHandler {
    private let storefrontProvider: StorefrontProviderType

    init(storefrontProvider: StorefrontProviderType = DefaultStorefrontProvider()) {
        self.storefrontProvider = storefrontProvider
    }

    func purchasedTransactionData(for transaction: StoreTransaction,
                                  product: TestStoreProduct) async -> PurchasedTransactionData {
        // The storefront is read from StoreKit at post time.
        let storefront = await storefrontProvider.currentStorefront
        return PurchasedTransactionData(
            productIdentifier: product.productIdentifier,
            transactionIdentifier: transaction.transactionIdentifier,
            storefront: storefront,
            source: .testStore
        )
    }
}
