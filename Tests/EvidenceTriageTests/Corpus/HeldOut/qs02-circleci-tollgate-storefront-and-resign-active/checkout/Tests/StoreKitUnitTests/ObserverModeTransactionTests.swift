import StoreKitTest
import XCTest
@testable import Tollgate

final class ObserverModeTransactionTests: StoreKitConfigTestCase {
    func testDoesNotSyncExistingSK2Purchases() async throws {
        try await self.purchaseMonthlyProduct()
        try testSession.deleteAllTransactions()

        let purchases = try await self.configurePurchases(observerMode: true)
        try await purchases.syncObserverModeTransactions()

        XCTAssertEqual(self.backend.postedReceipts.count, 0)
    }
}
