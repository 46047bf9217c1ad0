import XCTest
import StoreKit
import StoreKitTest
@testable import Tallowby

final class SubscriptionRenewalTests: XCTestCase {
    private var session: SKTestSession!
    private var store: SubscriptionStore!

    override func setUp() async throws {
        session = try SKTestSession(configurationFileNamed: "Tallowby")
        session.resetToDefaultState()
        session.clearTransactions()
        session.disableDialogs = true
        store = SubscriptionStore()
        store.startListeningForTransactions()
    }

    func testMonthlyPurchaseActivatesPlus() async throws {
        let product = try await store.product(id: "tb.plus.monthly")
        try await store.purchase(product)
        XCTAssertTrue(store.hasPlus)
    }

    func testForcedRenewalExtendsEntitlement() async throws {
        let product = try await store.product(id: "tb.plus.monthly")
        try await store.purchase(product)
        let firstExpiry = try XCTUnwrap(store.plusExpiresAt)

        let renewed = expectation(description: "renewal transaction delivered")
        store.onTransactionUpdate = { tx in
            if tx.productID == "tb.plus.monthly", tx.expirationDate! > firstExpiry { renewed.fulfill() }
        }
        try session.forceRenewalOfSubscription(productIdentifier: "tb.plus.monthly")
        await fulfillment(of: [renewed], timeout: 5)
        XCTAssertGreaterThan(store.plusExpiresAt!, firstExpiry)
    }
}
