import XCTest
@testable import Ledgerly

private struct StubBankAPI: BankAPI {
    func balances(refreshToken: String) async throws -> [AccountBalance] {
        [AccountBalance(id: "chk", minorUnits: 120_40),
         AccountBalance(id: "sav", minorUnits: 5_000_00),
         AccountBalance(id: "cc", minorUnits: -312_15)]
    }
}

final class BalanceRefreshTests: XCTestCase {
    func testRefreshUpdatesBalancesWhenUnlocked() async throws {
        let keychain = FakeKeychain()
        let tokens = TokenStore(backend: keychain)
        try tokens.save(refreshToken: "rt-41f")
        let job = BalanceRefreshJob(tokens: tokens, api: StubBankAPI(), store: InMemoryBalanceStore())
        let outcome = await job.run()
        XCTAssertEqual(outcome, .updated(accounts: 3))
    }

    func testLockedDeviceRefreshUpdatesBalances() async throws {
        let keychain = FakeKeychain()
        let tokens = TokenStore(backend: keychain)
        try tokens.save(refreshToken: "rt-41f")
        keychain.isLocked = true
        let job = BalanceRefreshJob(tokens: tokens, api: StubBankAPI(), store: InMemoryBalanceStore())
        let outcome = await job.run()
        XCTAssertEqual(outcome, .updated(accounts: 3))
    }
}
