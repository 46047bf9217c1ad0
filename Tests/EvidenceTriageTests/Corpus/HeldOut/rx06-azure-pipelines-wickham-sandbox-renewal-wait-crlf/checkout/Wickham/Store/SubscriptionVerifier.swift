import SwiftyStoreKit

struct SubscriptionVerifier {
    let productID: String

    func verify() async throws -> SubscriptionStatus {
        let receipt = try await ReceiptFetcher.sandbox.fetch(forceRefresh: true)
        switch SwiftyStoreKit.verifySubscription(ofType: .autoRenewable, productId: productID, inReceipt: receipt) {
        case .purchased(let expiryDate, _): return .purchased(expiryDate)
        case .expired(let expiryDate, _): return .expired(expiryDate)
        case .notPurchased: return .notPurchased
        }
    }
}
