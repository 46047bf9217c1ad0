import XCTest
@testable import Brightfare

final class WalletSyncTests: XCTestCase {
    func testSyncMergesRemoteCoupons() async throws {
        let remote = StubWalletAPI(coupons: ["SPRING10", "FREEDELIVERY"])
        let wallet = Wallet(store: InMemoryWalletStore(codes: ["SPRING10"]))
        let sync = WalletSync(api: remote, wallet: wallet)
        let done = expectation(description: "merge finished")
        sync.onMerged = { done.fulfill() }
        sync.start()
        await fulfillment(of: [done], timeout: 1)
        XCTAssertEqual(wallet.codes.sorted(), ["FREEDELIVERY", "SPRING10"])
    }

    func testSyncKeepsLocalCouponsWhenRemoteFails() async throws {
        let wallet = Wallet(store: InMemoryWalletStore(codes: ["SPRING10"]))
        let sync = WalletSync(api: StubWalletAPI(error: URLError(.timedOut)), wallet: wallet)
        try? await sync.run()
        XCTAssertEqual(wallet.codes, ["SPRING10"])
    }
}
