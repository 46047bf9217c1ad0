import XCTest
@testable import Osprey

final class SyncResumeTests: XCTestCase {
    func testInterruptedSyncIsResumedOnNextLaunch() throws {
        let db = try SyncStateDatabase.temporary()
        try db.insert(SyncState(id: 7, target: .newsBlur, status: .running))   // app killed mid-sync

        let manager = SyncManager(database: db)
        manager.applicationDidFinishLaunching()

        XCTAssertEqual(try db.state(id: 7).status.rawValue, "failed", "status of sync 7 after relaunch")
        XCTAssertTrue(manager.canResync(id: 7))
    }
}
