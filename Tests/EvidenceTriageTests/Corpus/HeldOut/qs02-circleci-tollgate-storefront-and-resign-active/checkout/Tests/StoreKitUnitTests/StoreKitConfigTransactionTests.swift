import StoreKitTest
import XCTest
@testable import Tollgate

final class StoreKitConfigTransactionTests: StoreKitConfigTestCase {
    func testSessionStartsWithoutUnfinishedTransactions() async throws {
        testSession.clearTransactions()

        var unfinished: [Transaction] = []
        for await result in Transaction.unfinished {
            if case let .verified(transaction) = result { unfinished.append(transaction) }
        }

        XCTAssertEqual(unfinished.count, 0, "Unfinished transactions at test start")
        _ = try await self.purchaseMonthlyProduct()
    }
}
