import GRDB
import XCTest
@testable import MarramKit

/// The extension is simulated by a second DatabasePool on the same file, as a separate process would open it.
/// `onMessagesRead` fires when the job first reads `page.messages`, i.e. after its SELECT, before its INSERTs.
final class InboxRefreshJobTests: XCTestCase {
    private var url: URL!
    private var appPool: DatabasePool!
    private var extensionPool: DatabasePool!
    private var cursor: InMemoryCursorStore!

    override func setUpWithError() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("inbox-\(UUID().uuidString).sqlite")
        var config = Configuration()
        config.busyMode = .timeout(5)
        appPool = try DatabasePool(path: url.path, configuration: config)
        extensionPool = try DatabasePool(path: url.path, configuration: config)
        try InboxSchema.migrator.migrate(appPool)
        cursor = InMemoryCursorStore(cursor: "c-1017")
    }

    func testRefreshInsertsNewMessages() async throws {
        let job = InboxRefreshJob(dbPool: appPool, api: StubInboxAPI.page(messages: 3, next: "c-1020"), cursorStore: cursor)
        try await job.run()
        XCTAssertEqual(try appPool.read(Message.fetchCount), 3)
    }

    func testRefreshWhileExtensionWritesCommitsBoth() async throws {
        let job = InboxRefreshJob(dbPool: appPool, api: StubInboxAPI.page(messages: 2, next: "c-1042", onMessagesRead: { [extensionPool] in
            try extensionPool!.write { db in try Message.fixture(id: "push-1").insert(db) }
        }), cursorStore: cursor)
        try await job.run()
        XCTAssertEqual(try appPool.read(Message.fetchCount), 3)
    }

    func testCursorNotAdvancedWhenWriteFails() async throws {
        let job = InboxRefreshJob(dbPool: appPool, api: StubInboxAPI.page(messages: 2, next: "c-1042", onMessagesRead: { [extensionPool] in
            try extensionPool!.write { db in try Message.fixture(id: "push-2").insert(db) }
        }), cursorStore: cursor)
        _ = try? await job.run()
        XCTAssertEqual(cursor.cursor, "c-1017", "a failed refresh must not skip the page it did not store")
    }
}
