import XCTest
@testable import KeelsonCrew

final class RosterSyncJobTests: XCTestCase {
    // The host app seeds this refresh token at launch (-SeedTestSession, see AppDelegate),
    // the way a signed-in user's token is already in the keychain when the overnight sync runs.
    private let tokens = KeychainTokenStore(service: "com.keelson.crew.tokens.tests")

    func testRunRefreshesSessionFromKeychain() async throws {
        let api = StubRosterAPI(changes: .fixture("two-shift-swaps"))
        let store = RosterStore.inMemory()
        let job = RosterSyncJob(tokens: tokens, api: api, store: store)

        do {
            try await job.run()
        } catch {
            XCTFail("roster sync failed: \(error)")
            return
        }
        XCTAssertEqual(store.shifts.count, 14)
        XCTAssertEqual(api.refreshedWith, "fixture-refresh-token")
    }

    func testSignedOutUserIsNotSynced() async {
        let job = RosterSyncJob(tokens: KeychainTokenStore(service: "com.keelson.crew.tokens.empty"),
                                api: StubRosterAPI(changes: .empty), store: .inMemory())
        await XCTAssertThrowsErrorAsync(try await job.run())
    }
}
