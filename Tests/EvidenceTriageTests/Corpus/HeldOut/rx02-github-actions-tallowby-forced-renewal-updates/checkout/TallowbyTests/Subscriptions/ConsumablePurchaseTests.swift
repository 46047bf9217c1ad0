import XCTest
import StoreKitTest
@testable import Tallowby

final class ConsumablePurchaseTests: XCTestCase {
    private var session: SKTestSession!

    override func setUp() async throws {
        session = try SKTestSession(configurationFileNamed: "Tallowby")
        session.resetToDefaultState()
        session.clearTransactions()
        session.disableDialogs = true
        session.timeRate = .oneRenewalEveryTwoSeconds
    }

    func testGemPackCreditsBalance() async throws {
        let store = SubscriptionStore()
        store.startListeningForTransactions()
        try await store.purchase(try await store.product(id: "tb.plus.monthly"))
        try await store.purchase(try await store.product(id: "tb.gems.50"))
        try await Task.sleep(nanoseconds: 1_500_000_000)
        XCTAssertEqual(store.verifiedConsumables.map(\.productID), ["tb.gems.50"])
    }
}
