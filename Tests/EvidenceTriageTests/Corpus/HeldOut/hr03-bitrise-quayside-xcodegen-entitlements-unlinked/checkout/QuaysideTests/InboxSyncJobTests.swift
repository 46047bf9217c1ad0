import CoreData
import XCTest
@testable import Quayside

final class InboxSyncJobTests: XCTestCase {
    private var container: NSPersistentContainer!
    private var api: StubInboxAPI!

    override func setUp() {
        super.setUp()
        container = PersistenceController.inMemory().container
        api = StubInboxAPI()
    }

    func testRefreshMergesNewMessages() async throws {
        api.pages = [.init(messages: [.fixture(id: "m1"), .fixture(id: "m2")], nextCursor: "c2")]
        let job = InboxSyncJob(api: api, container: container)

        let count = try await job.refresh()

        XCTAssertEqual(count, 2)
        XCTAssertEqual(try container.viewContext.count(for: MessageEntity.fetchRequest()), 2)
    }

    func testCancelledRefreshKeepsPreviousCursor() async throws {
        api.pages = [.init(messages: [.fixture(id: "m1")], nextCursor: "c2")]
        api.delay = .milliseconds(200)
        let job = InboxSyncJob(api: api, container: container)

        let task = Task { try await job.refresh() }
        task.cancel()
        _ = try? await task.value

        XCTAssertNil(try await job.loadCursor())
    }

    /// A message announced by a silent push and then returned by the next refresh must be stored once.
    func testMessageFromPushThenRefreshStoredOnce() async throws {
        let job = InboxSyncJob(api: api, container: container)
        let stored = await job.ingestPushHint(MessageDTO.fixture(id: "m42").pushPayload)
        XCTAssertTrue(stored)

        api.pages = [.init(messages: [.fixture(id: "m42")], nextCursor: "c9")]
        _ = try await job.refresh()

        let request = MessageEntity.fetchRequest()
        request.predicate = NSPredicate(format: "remoteID == %@", "m42")
        XCTAssertEqual(try container.viewContext.count(for: request), 1)
    }
}
