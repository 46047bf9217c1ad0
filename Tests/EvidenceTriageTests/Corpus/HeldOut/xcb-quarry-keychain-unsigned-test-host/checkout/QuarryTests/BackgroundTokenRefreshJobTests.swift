import XCTest
@testable import Quarry

/// BackgroundTokenRefreshJob is what the com.quarryhq.notes.token-refresh BGAppRefreshTask runs.
/// The adapter is not exercised here: the job is driven directly with a stub client.
final class BackgroundTokenRefreshJobTests: XCTestCase {
    private var vault: TokenVault!

    override func setUp() {
        super.setUp()
        vault = TokenVault(service: "io.quarryhq.notes.tests", environment: .staging)
        try? vault.removeAll()
    }

    func testSkipsWhenNoSession() async {
        let job = BackgroundTokenRefreshJob(client: StubAuthClient(rotated: nil), vault: vault, clock: FixedClock.now)
        let result = await job.run()
        XCTAssertEqual(result, .skipped(reason: .noSession))
    }

    func testRotatedTokenIsPersisted() async throws {
        let session = InMemorySessionSeed(refresh: "rt_fixture_old_55d2")
        let client = StubAuthClient(rotated: .init(refresh: "rt_fixture_new_55d3", access: "at_fixture_new_88b1"))
        let job = BackgroundTokenRefreshJob(client: client, vault: vault, seed: session, clock: FixedClock.now)

        let result = await job.run()

        XCTAssertEqual(result, .completed)
        XCTAssertEqual(try vault.refreshToken()?.value, "rt_fixture_new_55d3")
    }
}
