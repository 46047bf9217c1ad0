import XCTest
import CoreData
@testable import Harborlog

@MainActor
final class SyncStatusTests: XCTestCase {
    func testLocalSaveDoesNotMarkCloudSynced() throws {
        let stack = try CloudStack.inMemory()
        let status = SyncStatus(stack: stack)
        let trip = Trip(context: stack.container.viewContext)
        trip.name = "Harbor loop"
        try stack.container.viewContext.save()
        XCTAssertNil(status.lastCloudSync, "a local save is not an iCloud sync")
    }
}
