import XCTest
@testable import Mailbeam

final class BackgroundFetcherTests: XCTestCase {
    private var api: StubMailAPI!
    private var db: SharedDatabase!
    private var fetcher: BackgroundFetcher!

    override func setUpWithError() throws {
        api = StubMailAPI()
        db = try SharedDatabase.inMemory()
        fetcher = BackgroundFetcher(mailbox: MailboxStore(database: db), api: api, database: db)
    }

    func testFetchStartsFromLastMessageUID() async throws {
        let inbox = Folder.fixture(id: "INBOX", cursor: "c-9001", lastMessageUID: 4410)
        _ = try await fetcher.fetchNewMessages(in: inbox)
        XCTAssertEqual(api.requestedAfter, "uid:4410")
    }

    func testFetchHoldsNoSharedDatabaseLockWhenDone() async throws {
        let inbox = Folder.fixture(id: "INBOX", cursor: "c-9001", lastMessageUID: 4410)
        _ = try await fetcher.fetchNewMessages(in: inbox)
        XCTAssertFalse(db.isWriteLockHeld, "lock on the shared container outlives the fetch")
    }

    func testFetchReturnsInsertedCount() async throws {
        api.nextMessages = [.fixture(uid: 4411), .fixture(uid: 4412)]
        let n = try await fetcher.fetchNewMessages(in: .fixture(id: "INBOX", cursor: nil, lastMessageUID: 4410))
        XCTAssertEqual(n, 2)
    }
}
