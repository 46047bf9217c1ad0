import XCTest
import StoreKitTest
@testable import Tally

@MainActor
final class PaywallTests: XCTestCase {
    private var session: SKTestSession!

    override func setUp() async throws {
        session = try SKTestSession(configurationFileNamed: "Products")
        session.disableDialogs = true
        session.clearTransactions()
    }

    func testPurchaseMonthlyUnlocksPro() async throws {
        let store = ProductStore()
        try await store.load()
        let monthly = try XCTUnwrap(store.products.first)
        let unlocked = try await store.purchase(monthly)
        XCTAssertTrue(unlocked)
    }

    func testRestoreFindsPriorPurchase() async throws {
        try session.buyProduct(identifier: "com.tallyapp.tally.pro.yearly")
        let entitlements = try await Entitlements.current()
        XCTAssertTrue(entitlements.isPro)
    }
}
