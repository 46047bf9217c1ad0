import RealmSwift
import XCTest
@testable import Shiftboard

final class ShiftStoreTests: RealmTestCase {
    func testArchiveMovesShiftToHistory() throws {
        let store = ShiftStore(realm: realm)
        try store.add(.fixture(id: "S-1", ward: "Oncology"))
        try store.archive(id: "S-1")
        XCTAssertEqual(store.history.map(\.id), ["S-1"])
    }

    func testDeleteRemovesPendingClockIns() throws {
        let store = ShiftStore(realm: realm)
        try store.add(.fixture(id: "S-2", ward: "A&E"), pendingClockIns: 2)
        try store.delete(id: "S-2")
        XCTAssertTrue(store.pendingClockIns.isEmpty)
    }
}
