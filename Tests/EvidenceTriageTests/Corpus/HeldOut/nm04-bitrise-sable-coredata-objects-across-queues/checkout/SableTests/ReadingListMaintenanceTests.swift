import XCTest
import CoreData
@testable import Sable

final class ReadingListMaintenanceTests: XCTestCase {
    var container: NSPersistentContainer!

    override func setUp() {
        container = NSPersistentContainer.inMemory(model: "Sable")
        Article.seed(in: container.viewContext, archived: 3, starredOld: 2, fresh: 4)
    }

    func testPurgeRemovesArchivedArticles() throws {
        try ReadingListMaintenance(container: container).purgeArchived()
        XCTAssertEqual(try container.viewContext.count(for: Article.archivedRequest()), 0)
    }

    func testPurgeExpiredKeepsStarredArticles() throws {
        try ReadingListMaintenance(container: container).purgeExpired(olderThan: .daysAgo(30))
        XCTAssertEqual(try container.viewContext.count(for: Article.starredRequest()), 2)
    }

    func testMaintenanceRunsWhileCharging() throws {
        let ran = expectation(description: "maintenance task ran")
        MaintenanceHooks.onRun = { ran.fulfill() }
        try ReadingListMaintenance(container: container).schedule()
        wait(for: [ran], timeout: 600)
    }
}
