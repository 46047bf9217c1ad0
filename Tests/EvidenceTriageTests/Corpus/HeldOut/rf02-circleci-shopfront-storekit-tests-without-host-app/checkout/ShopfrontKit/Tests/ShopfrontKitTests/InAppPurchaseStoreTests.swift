import XCTest
import StoreKitTest
@testable import ShopfrontKit

final class InAppPurchaseStoreTests: XCTestCase {
    private var session: SKTestSession!
    private var store: InAppPurchaseStore!

    override func setUpWithError() throws {
        session = try SKTestSession(configurationFileNamed: "Shopfront")
        session.resetToDefaultState()
        session.disableDialogs = true
        store = InAppPurchaseStore(productIDs: PlusMembership.allProductIDs)
    }

    func testLoadsPlusMembershipProducts() async throws {
        let products = try await store.loadProducts()
        XCTAssertEqual(products.count, 3)
    }

    func testPurchasePlusMonthlyUnlocksFreeShipping() async throws {
        try await store.purchase(productID: "com.shopfront.plus.monthly")
        XCTAssertTrue(store.benefits.contains(.freeShipping))
    }

    func testProductIDsAreUnique() {
        XCTAssertEqual(Set(PlusMembership.allProductIDs).count, PlusMembership.allProductIDs.count)
    }
}
