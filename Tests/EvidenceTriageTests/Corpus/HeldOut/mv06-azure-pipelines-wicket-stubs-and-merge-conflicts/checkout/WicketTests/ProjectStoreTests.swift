import XCTest
import CoreData
@testable import Wicket

final class ProjectStoreTests: XCTestCase {
    func testConcurrentRenameAndSync() throws {
        let store = ProjectStore(inMemory: true)
        let project = try store.createProject(name: "Roof")
        let bg = store.container.newBackgroundContext()   // default NSErrorMergePolicy
        let other = try bg.existingObject(with: project.objectID) as! ProjectMO
        other.lastSyncedAt = Date()
        project.name = "Roof (2026)"
        try store.viewContext.save()
        XCTAssertNoThrow(try bg.save())
    }
}
