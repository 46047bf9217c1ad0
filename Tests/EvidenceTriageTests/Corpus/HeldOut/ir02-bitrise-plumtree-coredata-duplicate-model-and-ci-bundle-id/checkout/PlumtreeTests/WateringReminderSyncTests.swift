import XCTest
@testable import PlumtreeKit

final class WateringReminderSyncTests: XCTestCase {
    func testFailedPageDoesNotAdvanceCursor() async throws {
        let api = ReminderAPI.stub(pages: ["page-1": .fixture(count: 3, next: "page-2"),
                                           "page-2": .fixture(count: 3, next: "page-3", invalidPlantName: true)])
        let cursors = SyncCursorStore.inMemory(startingAt: "page-1")
        let sync = WateringReminderSync(persistence: PersistenceController(inMemory: true), api: api, cursorStore: cursors)

        do {
            try await sync.syncAllPages()
            XCTFail("page-2 contains a reminder without a plant and must not save")
        } catch {}

        XCTAssertEqual(cursors.cursor, "page-2", "cursor advanced although page-2 failed to save")
    }
}
