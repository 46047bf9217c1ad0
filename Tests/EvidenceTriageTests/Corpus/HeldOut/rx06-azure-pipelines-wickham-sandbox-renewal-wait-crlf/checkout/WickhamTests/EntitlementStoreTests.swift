import XCTest
import StoreKitTest
@testable import Wickham

final class EntitlementStoreTests: XCTestCase {
    private static let session = try! SKTestSession(configurationFileNamed: "Wickham")

    override func setUp() {
        Self.session.resetToDefaultState()
        Self.session.clearTransactions()
    }

    func test_user_is_entitled_returns_true_after_purchase() async throws {
        try Self.session.buyProduct(productIdentifier: "com.wickham.listen.monthly")
        let entitled = await EntitlementStore().isEntitled(to: "com.wickham.listen.monthly")
        XCTAssertTrue(entitled)
    }

    func test_user_is_entitled_returns_false_when_not_entitled() async {
        let entitled = await EntitlementStore().isEntitled(to: "com.wickham.listen.monthly")
        XCTAssertFalse(entitled)
    }
}
