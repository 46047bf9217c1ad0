import XCTest
@testable import Tollgate

final class TestStorePurchaseHandlerTests: TestCase {
    func testPurchasedTransactionDataUsesTransactionStorefront() async throws {
        let storefrontProvider = MockStorefrontProvider(currentStorefront: .init(countryCode: "USA"))
        let handler = TestStorePurchaseHandler(storefrontProvider: storefrontProvider)
        let transaction = MockStoreTransaction(storefront: .init(countryCode: "ESP"))

        let data = await handler.purchasedTransactionData(for: transaction, product: .mockMonthly)

        XCTAssertEqual(data.storefront?.countryCode, "ESP")
        XCTAssertEqual(data.source, .testStore)
    }
}
