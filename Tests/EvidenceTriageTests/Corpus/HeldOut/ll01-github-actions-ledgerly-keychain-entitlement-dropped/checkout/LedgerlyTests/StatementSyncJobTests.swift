import XCTest
@testable import Ledgerly

final class StatementSyncJobTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/").replacingOccurrences(of: "LedgerlyTests.", with: ""), 1)
    }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testSimulatedRefreshLaunchFetchesWithStoredToken() async throws {
        let tokens = KeychainTokenStore()
        try? tokens.save("rt-test-0001", account: "refresh-token")
        let api = FakeStatementsAPI(newStatements: 3)
        let harness = BackgroundTaskHarness(adapter: StatementSyncAdapter(job: StatementSyncJob(tokens: tokens, api: api)))

        // The harness hands a FakeRefreshTask to the adapter, as the system would at launch.
        let task = await harness.launchAndWaitForCompletion(timeout: 5)

        XCTAssertEqual(api.receivedToken, "rt-test-0001")
        XCTAssertEqual(task.outcome?.description, StatementSyncOutcome.completed(newStatements: 3).description)
    }

    func testServerErrorReportsFailure() async throws {
        let tokens = InMemoryTokenStoreForTests(token: "rt-test-0001")
        let api = FakeStatementsAPI(error: StatementSyncError.server(503))
        let job = StatementSyncJob(tokens: tokens, api: api)
        let outcome = await job.run()
        XCTAssertEqual(outcome, .failed(String(reflecting: StatementSyncError.server(503))))
    }
}
