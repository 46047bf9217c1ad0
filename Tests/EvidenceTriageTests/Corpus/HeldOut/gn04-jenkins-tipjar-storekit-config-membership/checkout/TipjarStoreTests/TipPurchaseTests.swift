import StoreKitTest
import XCTest
@testable import Tipjar

/// Moved out of TipjarTests in #566 so purchase flows run in their own bundle.
@MainActor
final class TipPurchaseTests: XCTestCase {
    private var session: SKTestSession!

    override func setUpWithError() throws {
        session = try SKTestSession(configurationFileNamed: "Tips")
        session.resetToDefaultState()
        session.clearTransactions()
        session.disableDialogs = true
    }

    func testPurchaseSmallTipUnlocksThankYouBadge() async throws {
        let store = TipPurchaser(badges: BadgeStore(inMemory: true))
        try await store.purchase(productID: "com.tipjar.tip.small")
        XCTAssertTrue(store.badges.has(.thankYou))
    }

    func testRefundedTipRevokesBadge() async throws {
        let store = TipPurchaser(badges: BadgeStore(inMemory: true))
        try await store.purchase(productID: "com.tipjar.tip.small")
        try session.refundTransaction(identifier: UInt(store.lastTransactionID!))
        await store.refreshEntitlements()
        XCTAssertFalse(store.badges.has(.thankYou))
    }
}
