import XCTest
@testable import Cragline

final class BackgroundTokenRefreshJobTests: XCTestCase {
    func testRefreshStoresNewTokens() async throws {
        let keychain = FakeTokenKeychain(stored: .fixture)
        let api = StubAuthAPI(result: .success(.fixtureRefreshed))
        let job = BackgroundTokenRefreshJob(keychain: keychain, api: api, clock: FixedClock(.fixtureNow))

        let outcome = try await job.run()

        XCTAssertEqual(outcome, .refreshed)
        XCTAssertEqual(keychain.stored?.access, AuthTokens.fixtureRefreshed.access)
    }

    func testLockedKeychainDefersRefreshInsteadOfSigningOut() async throws {
        // errSecInteractionNotAllowed is what iOS returns while protected data is unavailable.
        let keychain = FakeTokenKeychain(stored: .fixture, readError: KeychainError.status(-25308))
        let api = StubAuthAPI(result: .success(.fixtureRefreshed))
        let session = SpySessionController()
        let job = BackgroundTokenRefreshJob(keychain: keychain, api: api, clock: FixedClock(.fixtureNow), session: session)

        let outcome = try await job.run()

        XCTAssertFalse(session.didSignOut, "session was cleared after errSecInteractionNotAllowed (-25308); expected the refresh to be deferred")
        XCTAssertEqual(outcome, .deferred(reason: .protectedDataUnavailable))
    }
}
