import XCTest
import StoreKit
import StoreKitTest
@testable import GemQuest

final class SubscriptionIntegrationTests: XCTestCase {
    private var session: SKTestSession!
    private var store: PassStore!

    override func setUpWithError() throws {
        session = try SKTestSession(configurationFileNamed: "GemQuestPasses")
        session.resetToDefaultState()
        session.disableDialogs = true
        session.clearTransactions()
        session.timeRate = .oneRenewalEveryTwoSeconds
        store = PassStore(backend: ReceiptBackend.integration)
    }

    func testTrialPurchaseActivatesVIPPass() async throws {
        // com.gemquest.vip.monthly has a 3-day free trial
        let product = try await store.product(id: "com.gemquest.vip.monthly")
        let result = try await store.purchase(product)
        try await store.postReceipt(for: result.transaction)
        let entitlements = try await store.refreshEntitlements()
        XCTAssertTrue(entitlements.isActive("vip"), "VIP entitlement inactive after receipt post")
    }

    func testWeeklyPassActiveAfterPurchase() async throws {
        session.timeRate = .monthlyRenewalEveryThirtySeconds
        let product = try await store.product(id: "com.gemquest.arena.weekly")
        let result = try await store.purchase(product)
        let tx = result.transaction
        XCTAssertNotNil(tx.expirationDate)
        XCTAssertGreaterThan(tx.expirationDate!, tx.purchaseDate, "weekly pass expired at purchase")
        let entitlements = try await store.refreshEntitlements()
        XCTAssertTrue(entitlements.isActive("arena"))
    }

    func testMonthlyPassAppearsInCatalog() async throws {
        let products = try await store.catalog()
        XCTAssertTrue(products.contains { $0.id == "com.gemquest.vip.monthly" })
    }
}
