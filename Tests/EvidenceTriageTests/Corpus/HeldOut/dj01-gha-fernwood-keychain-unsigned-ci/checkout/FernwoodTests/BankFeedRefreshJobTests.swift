import XCTest
@testable import FernwoodKit

final class BankFeedRefreshJobTests: XCTestCase {
    private var client: StubBankFeedClient!
    private var ledger: InMemoryLedger!
    private var credentials: KeychainCredentialStore!

    override func setUp() {
        super.setUp()
        client = StubBankFeedClient(pages: [.fixture(cursor: "c-2", items: 3)])
        ledger = InMemoryLedger()
        credentials = KeychainCredentialStore(service: "com.fernwoodlabs.budget.credentials")
        try? credentials.save(accessToken: "at-test-7731", for: "feed-access")
    }

    func testRefreshAdvancesCursorAfterCommit() async throws {
        let job = BankFeedRefreshJob(client: client, ledger: ledger, credentials: credentials)
        try await job.run()
        XCTAssertEqual(ledger.cursor, "c-2")
        XCTAssertEqual(ledger.commitCount, 1)
    }

    func testRefreshIsIdempotentForSamePage() async throws {
        let job = BankFeedRefreshJob(client: client, ledger: ledger, credentials: credentials)
        try await job.run()
        try await job.run()
        XCTAssertEqual(ledger.transactions.count, 3)
    }

    func testRefreshKeepsOldLedgerWhenDownloadFails() async throws {
        client.failNextPage = true
        let job = BankFeedRefreshJob(client: client, ledger: ledger, credentials: credentials)
        await XCTAssertThrowsErrorAsync(try await job.run())
        XCTAssertEqual(ledger.cursor, nil)
    }

    func testRefreshSendsBearerTokenFromKeychain() async throws {
        let job = BankFeedRefreshJob(client: client, ledger: ledger, credentials: credentials)
        try await job.run()



        XCTAssertEqual(client.lastRequest?.value(forHTTPHeaderField: "Authorization"), "Bearer at-test-7731", "refresh request must carry the stored access token")
    }
}
