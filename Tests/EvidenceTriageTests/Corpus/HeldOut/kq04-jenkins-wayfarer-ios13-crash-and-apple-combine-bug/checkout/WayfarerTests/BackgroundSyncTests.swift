import XCTest
import CoreData
@testable import Wayfarer

final class BackgroundSyncTests: XCTestCase {
    func testSyncMergesRemoteChanges() {
        let persistence = PersistenceController(inMemory: true)
        let operation = TripSyncOperation(persistence: persistence, api: .stub(changes: 3))
        operation.start()
        XCTAssertEqual(persistence.tripCount(), 3)
    }

    func testSyncWhileDeviceLockedDefersSave() {
        let persistence = PersistenceController(inMemory: true)
        persistence.protectedDataAvailable = { false }   // what a locked device reports
        let operation = TripSyncOperation(persistence: persistence, api: .stub(changes: 3))
        operation.start()
        XCTAssertTrue(persistence.hasPendingSync, "sync should be deferred until protected data is available")
    }
}
