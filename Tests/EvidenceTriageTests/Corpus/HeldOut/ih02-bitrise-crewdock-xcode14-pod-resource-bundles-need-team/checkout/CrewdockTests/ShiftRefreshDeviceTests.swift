import BackgroundTasks
import XCTest
@testable import Crewdock

/// Runs on Firebase Test Lab devices only (Crewdock-DeviceTests scheme).
final class ShiftRefreshDeviceTests: XCTestCase {
    func testShiftSyncRequestIsAccepted() throws {
        let scheduler = ShiftRefreshScheduler(identifier: "com.crewdock.app.shift-sync")
        XCTAssertNoThrow(try scheduler.schedule())
    }

    func testShiftSyncImportsTomorrowsRoster() throws {
        let store = RosterStore.inMemory()
        let op = ShiftSyncOperation(store: store, api: .fixture("roster-2022-09-15"))
        op.start()
        XCTAssertNil(op.error)
        XCTAssertEqual(store.shifts(on: "2022-09-15").count, 14)
    }
}
