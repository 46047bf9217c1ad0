import CoreData
import XCTest
@testable import Fieldbook

final class JournalSyncJobTests: XCTestCase {
    private var persistence: PersistenceController!

    override func setUp() {
        super.setUp()
        persistence = PersistenceController(inMemory: true)
    }

    func testEmptyChangesKeepCursor() async throws {
        let job = JournalSyncJob(persistence: persistence, api: StubJournalAPI(changes: []))
        try await job.run()
        let cursor = try persistence.container.viewContext.performAndWait { try SyncState.cursor(in: persistence.container.viewContext) }
        XCTAssertNil(cursor)
    }

    func testSyncAppliesServerEditsWhileEditorSaves() async throws {
        let id = UUID()
        let view = persistence.container.viewContext
        let local = try JournalEntry.insert(id: id, title: "Day 3: Glencoe", body: "Rain all day.", in: view)
        try view.save()

        // The sync context loads the entry before the editor saves again.
        let api = StubJournalAPI(changes: [RemoteEntry(id: id, title: "Day 3 – Glencoe", body: "Rain all day.", updatedAt: .now)])
        api.beforeReturning = {
            local.body = "Rain all day. Dried out at the bothy."
            try view.save()
        }
        try await JournalSyncJob(persistence: persistence, api: api).run()

        view.refreshAllObjects()
        XCTAssertEqual(local.title, "Day 3 – Glencoe")
        XCTAssertEqual(local.body, "Rain all day. Dried out at the bothy.")
    }

    func testSecondRunDoesNotDuplicateEntries() async throws {
        let change = RemoteEntry(id: UUID(), title: "Ben Nevis", body: "", updatedAt: .now)
        let job = JournalSyncJob(persistence: persistence, api: StubJournalAPI(changes: [change]))
        try await job.run()
        try await job.run()
        XCTAssertEqual(try persistence.container.viewContext.count(for: JournalEntry.fetchRequest()), 1)
    }
}
