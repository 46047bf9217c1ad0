import XCTest
@testable import TesseraKit

/// The BGAppRefreshTask handler forwards to TokenRefreshJob; this exercises the job directly
/// against the real keychain store (the scheduler is not involved).
final class TokenRefreshJobTests: XCTestCase {
    func testRefreshLoadsTokensFromKeychain() async throws {
        let store = TokenStore(service: "app.tessera.tokens.tests")
        try? store.deleteAll()
        try? store.add(Token.fixture(issuer: "A", counter: 0))
        try? store.add(Token.fixture(issuer: "B", counter: 0))
        let clock = FixedClock(now: Date(timeIntervalSince1970: 1_742_300_000))
        let job = TokenRefreshJob(store: store, timeSource: StubTimeSource(offset: 0), clock: clock)
        let report = try await job.run()
        XCTAssertEqual(report.tokensChecked, 2)
    }

    func testRefreshWithEmptyStoreReportsZero() async throws {
        let job = TokenRefreshJob(store: InMemoryTokenStore(), timeSource: StubTimeSource(offset: 0),
                                  clock: FixedClock(now: Date()))
        let report = try await job.run()
        XCTAssertEqual(report.tokensChecked, 0)
    }
}
