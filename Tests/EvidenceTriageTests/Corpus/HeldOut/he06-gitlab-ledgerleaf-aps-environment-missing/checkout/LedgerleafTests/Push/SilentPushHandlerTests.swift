import XCTest
@testable import Ledgerleaf

final class SilentPushHandlerTests: XCTestCase {
    func testBalanceRefreshPushReportsNewData() {
        let store = BalanceStoreStub(balances: ["acct-1": 120_00])
        let api = BalanceAPIStub(next: ["acct-1": 87_50])
        let handler = SilentPushHandler(store: store, api: api)
        let done = expectation(description: "completion")
        var result: UIBackgroundFetchResult?
        handler.handle(["aps": ["content-available": 1], "kind": "balance-refresh"]) { result = $0; done.fulfill() }
        wait(for: [done], timeout: 2)
        XCTAssertEqual(result, .newData)
    }
}
