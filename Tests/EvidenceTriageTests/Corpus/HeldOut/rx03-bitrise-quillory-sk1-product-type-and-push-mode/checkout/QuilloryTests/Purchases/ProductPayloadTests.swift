import XCTest
import StoreKitTest
@testable import Quillory

/// The payload the bridge hands to the JS layer for each product must be the
/// same whether StoreKit 1 or StoreKit 2 loaded it.
final class ProductPayloadTests: XCTestCase {
    private var session: SKTestSession!

    override func setUpWithError() throws {
        session = try SKTestSession(configurationFileNamed: "Quillory")
        session.disableDialogs = true
        session.clearTransactions()
    }

    func testSK2SubscriptionProductType() async throws {
        let products = try await ProductLoader(storeKitVersion: .storeKit2).load(ids: ["ql.pro.monthly"])
        let payload = ProductPayload(products[0]).dictionary
        XCTAssertEqual(payload["product_type"] as? String, "AUTO_RENEWABLE_SUBSCRIPTION")
    }

    func testSK1SubscriptionProductType() async throws {
        let products = try await ProductLoader(storeKitVersion: .storeKit1).load(ids: ["ql.pro.monthly"])
        let payload = ProductPayload(products[0]).dictionary
        XCTAssertEqual(payload["product_type"] as? String, "AUTO_RENEWABLE_SUBSCRIPTION")
    }

    func testSK1LifetimeProductType() async throws {
        let products = try await ProductLoader(storeKitVersion: .storeKit1).load(ids: ["ql.lifetime"])
        XCTAssertEqual(ProductPayload(products[0]).dictionary["product_type"] as? String, "NON_CONSUMABLE")
    }
}
