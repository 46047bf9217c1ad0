import XCTest
@testable import Tallowfen

final class PantrySyncJobTests: XCTestCase {
    private var api: StubPantryAPI!
    private var store: InMemoryPantryStore!
    private var cursors: InMemoryCursorStore!
    private var job: PantrySyncJob!

    override func setUp() {
        super.setUp()
        api = StubPantryAPI(pages: [
            PantryPage(items: [.init(id: "a", name: "Oats", quantity: 1)], nextCursor: "page-1", hasMore: true),
            PantryPage(items: [.init(id: "b", name: "Rice", quantity: 2)], nextCursor: "page-2", hasMore: true),
            PantryPage(items: [.init(id: "c", name: "Lentils", quantity: 1)], nextCursor: "page-3", hasMore: false),
        ])
        store = InMemoryPantryStore()
        cursors = InMemoryCursorStore()
        job = PantrySyncJob(api: api, store: store, cursorStore: cursors)
    }

    func testImportsEveryPage() async throws {
        let count = try await job.run()
        XCTAssertEqual(count, 3)
        XCTAssertEqual(store.items.map(\.id), ["a", "b", "c"])
    }

    func testSecondRunImportsNothingNew() async throws {
        _ = try await job.run()
        api.pages = []
        let count = try await job.run()
        XCTAssertEqual(count, 0)
        XCTAssertEqual(store.items.count, 3)
    }

    func testResumesFromStoredCursor() async throws {
        cursors.save("page-2")
        _ = try await job.run()
        XCTAssertEqual(api.requestedCursors.first, "page-2")
    }

    func testCursorCommittedAfterPageSaved() async throws {
        store.failOnUpsertNumber = 3 // the third page cannot be written (disk full)

        do {
            _ = try await job.run()
            XCTFail("expected the write of page 3 to throw")
        } catch {
            // expected
        }

        XCTAssertEqual(cursors.load(), "page-2", "cursor must not move past the last saved page")
        XCTAssertEqual(store.items.map(\.id), ["a", "b"])
    }

    func testEmptyServerLeavesCursorNil() async throws {
        api.pages = [PantryPage(items: [], nextCursor: nil, hasMore: false)]
        _ = try await job.run()
        XCTAssertNil(cursors.load())
    }
}

// MARK: - Doubles

final class StubPantryAPI: PantryAPI {
    var pages: [PantryPage]
    private(set) var requestedCursors: [String?] = []
    init(pages: [PantryPage]) { self.pages = pages }
    func fetchPage(after cursor: String?) async throws -> PantryPage {
        requestedCursors.append(cursor)
        guard !pages.isEmpty else { return PantryPage(items: [], nextCursor: cursor, hasMore: false) }
        return pages.removeFirst()
    }
}

final class InMemoryPantryStore: PantryStore {
    struct DiskFull: Error {}
    var items: [PantryItem] = []
    var failOnUpsertNumber: Int?
    private var upserts = 0
    func upsert(_ newItems: [PantryItem]) throws {
        upserts += 1
        if upserts == failOnUpsertNumber { throw DiskFull() }
        for item in newItems where !items.contains(where: { $0.id == item.id }) { items.append(item) }
    }
}

final class InMemoryCursorStore: SyncCursorStore {
    private var value: String?
    func load() -> String? { value }
    func save(_ cursor: String?) { value = cursor }
}
