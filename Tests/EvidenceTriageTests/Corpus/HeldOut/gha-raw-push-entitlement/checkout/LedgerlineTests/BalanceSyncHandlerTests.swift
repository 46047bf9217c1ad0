import XCTest
import UIKit
@testable import Ledgerline

final class BalanceSyncHandlerTests: XCTestCase {
    private var ledger: InMemoryLedger!
    private var handler: BalanceSyncHandler!

    override func setUp() {
        ledger = InMemoryLedger(balances: ["acct-1": 120_00])
        handler = BalanceSyncHandler(ledger: ledger, api: StubLedgerAPI(balances: ["acct-1": 120_00]))
    }

    func testFetchResultNewDataWhenBalanceChanged() async {
        handler = BalanceSyncHandler(ledger: ledger, api: StubLedgerAPI(balances: ["acct-1": 95_00]))
        let result = await handler.handleSilentPush(["aps": ["content-available": 1]])
        XCTAssertEqual(result, .newData)
    }

    func testFetchResultNoDataWhenNothingChanged() async {
        let result = await handler.handleSilentPush(["aps": ["content-available": 1]])
        XCTAssertEqual(result, .noData, "identical balances must report .noData")
        XCTAssertEqual(ledger.writeCount, 0)
    }
}
