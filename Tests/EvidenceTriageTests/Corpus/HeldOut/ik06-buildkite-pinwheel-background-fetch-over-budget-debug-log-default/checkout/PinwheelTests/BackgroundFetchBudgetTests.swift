import XCTest
@testable import Pinwheel

/// Runs the background fetch against an account restored from
/// Fixtures/busy-account (6 months of mail, 3 IMAP folders), the way a
/// long-installed app looks after onboarding with default settings.
final class BackgroundFetchBudgetTests: XCTestCase {
    func testFetchFinishesWithinRefreshBudget() async throws {
        let store = try MailStore.restoringFixture("busy-account", settings: DebugSettings(store: .ephemeral()))
        let fetcher = BackgroundFetcher(store: store, imap: StubIMAPClient(newMessages: 40))

        let started = Date()
        let ok = await fetcher.fetch()
        let elapsed = Date().timeIntervalSince(started)

        XCTAssertTrue(ok)
        XCTAssertLessThan(elapsed, BackgroundFetcher.budget,
                          "background fetch must finish inside the BGAppRefreshTask budget")
    }
}
