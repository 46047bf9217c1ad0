import XCTest
@testable import Fernbrook

final class JournalSyncJobTests: XCTestCase {

    func testFailedUploadKeepsLocalEntries() async {
        let store = EntryStore.inMemory(pending: [.fixture(id: "e1"), .fixture(id: "e2"), .fixture(id: "e3")])
        let client = StubJournalAPI(uploadError: .server(status: 500))
        let job = JournalSyncJob(client: client, store: store)

        _ = try? await job.run()

        XCTAssertEqual(store.pendingEntries().count, 3)
    }

    func testSyncJobLoadsTokenFromSharedKeychain() throws {
        try? SessionTokenStore().save(refreshToken: "rt-test-0002")
        let job = JournalSyncJob(client: StubJournalAPI(), store: .inMemory())
        XCTAssertEqual(job.currentToken(), "rt-test-0002")
    }
}
