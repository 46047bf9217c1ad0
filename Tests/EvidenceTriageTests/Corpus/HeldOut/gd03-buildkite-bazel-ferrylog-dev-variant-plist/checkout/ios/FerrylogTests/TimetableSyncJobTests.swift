import XCTest
@testable import Ferrylog
import FerrylogKit

final class TimetableSyncJobTests: XCTestCase {

    private var defaults: UserDefaults!
    private var api: FakeTimetableAPI!
    private var store: InMemoryTimetableStore!

    override func setUp() {
        super.setUp()
        defaults = UserDefaults(suiteName: "TimetableSyncJobTests")!
        defaults.removePersistentDomain(forName: "TimetableSyncJobTests")
        api = FakeTimetableAPI()
        store = InMemoryTimetableStore()
    }

    func testUpsertsNewSailings() async throws {
        api.deltas = [.init(nextCursor: "c-0002", upserts: [.fixture(id: "S-101")], cancelledIDs: [])]
        let job = TimetableSyncJob(api: api, store: store, defaults: defaults)
        try await job.run()
        XCTAssertEqual(store.sailingIDs, ["S-101"])
    }

    func testCancelledSailingsRemovedAfterDeltaSync() async throws {
        store.seed([.fixture(id: "S-101"), .fixture(id: "S-102")])
        api.deltas = [.init(nextCursor: "c-0003", upserts: [], cancelledIDs: ["S-102"])]
        let job = TimetableSyncJob(api: api, store: store, defaults: defaults)
        try await job.run()
        XCTAssertEqual(store.sailingIDs, ["S-101"])
    }

    func testCursorNotAdvancedWhenSaveFails() async throws {
        defaults.set("c-0417", forKey: TimetableSyncJob.cursorKey)
        store.seed([.fixture(id: "S-201"), .fixture(id: "S-202")])
        api.deltas = [.init(nextCursor: "c-0418", upserts: [], cancelledIDs: ["S-202"])]
        store.failNextSave = InMemoryTimetableStore.InjectedError.diskFull
        let job = TimetableSyncJob(api: api, store: store, defaults: defaults)

        do {
            try await job.run()
            XCTFail("run() should rethrow the save error")
        } catch {}

        // The cancellation of S-202 was not stored, so the next run must fetch it again.
        XCTAssertEqual(job.cursor, "c-0417", "cursor must not advance when the save fails")
        XCTAssertEqual(store.sailingIDs, ["S-201", "S-202"])
    }
}
