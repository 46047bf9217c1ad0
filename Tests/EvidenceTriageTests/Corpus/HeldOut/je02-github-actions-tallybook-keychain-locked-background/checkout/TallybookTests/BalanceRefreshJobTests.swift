@testable import Tallybook
import Security
import XCTest

final class BalanceRefreshJobTests: XCTestCase {
    func testUpdatesBalancesWithStoredToken() async {
        let session = FakeSessionStore(signedIn: true)
        let job = BalanceRefreshJob(vault: FakeVault(result: .success("rt")), session: session,
                                    api: FakeBankingAPI(balances: .fixture))
        let outcome = await job.run()
        XCTAssertEqual(outcome, .updated)
        XCTAssertEqual(session.saved, .fixture)
    }

    func testMissingTokenSignsOut() async {
        let session = FakeSessionStore(signedIn: true)
        let job = BalanceRefreshJob(vault: FakeVault(result: .failure(KeychainError(status: errSecItemNotFound))),
                                    session: session, api: FakeBankingAPI(balances: .fixture))
        let outcome = await job.run()
        XCTAssertEqual(outcome, .signedOut)
    }

    func testInteractionNotAllowedDefersInsteadOfSigningOut() async {
        // What SecItemCopyMatching returns for a WhenUnlocked item while the phone is locked.
        let locked = KeychainError(status: errSecInteractionNotAllowed)
        let session = FakeSessionStore(signedIn: true)
        let job = BalanceRefreshJob(vault: FakeVault(result: .failure(locked)), session: session,
                                    api: FakeBankingAPI(balances: .fixture))
        let outcome = await job.run()
        XCTAssertEqual(outcome.rawValue, RefreshOutcome.deferred.rawValue,
                       "OSStatus -25308 (errSecInteractionNotAllowed) while locked must not end the session")
        XCTAssertTrue(session.isSignedIn, "session was cleared after a locked-device keychain read")
    }

    func testAPIErrorKeepsSession() async {
        let session = FakeSessionStore(signedIn: true)
        let job = BalanceRefreshJob(vault: FakeVault(result: .success("rt")), session: session,
                                    api: FakeBankingAPI(error: URLError(.timedOut)))
        let outcome = await job.run()
        XCTAssertEqual(outcome, .failed)
        XCTAssertTrue(session.isSignedIn)
    }
}
