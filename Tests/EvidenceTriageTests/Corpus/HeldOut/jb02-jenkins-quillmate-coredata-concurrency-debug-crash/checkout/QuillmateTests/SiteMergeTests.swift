import CoreData
import XCTest
@testable import Quillmate

final class SiteMergeTests: XCTestCase {
    private var stack: TestCoreDataStack!
    private var service: BlogSyncService!

    override func setUp() {
        super.setUp()
        stack = TestCoreDataStack()
        service = BlogSyncService(contextManager: stack.contextManager,
                                  reminders: ReminderScheduleCoordinator(contextManager: stack.contextManager,
                                                                         notificationCenter: MockNotificationCenter()))
    }

    func testMergeKeepsVisibleSites() throws {
        stack.insertBlogs(ids: [11, 12])
        let merged = expectation(description: "merge")
        service.mergeBlogs(remoteIDs: [11, 12]) { merged.fulfill() }
        wait(for: [merged], timeout: 2)
        XCTAssertEqual(try stack.blogIDs(), [11, 12])
    }

    func testMergeRemovesDeletedSite() throws {
        stack.insertBlogs(ids: [21, 22, 23], remindersFor: [22])
        let merged = expectation(description: "merge")

        // Site 22 was deleted on the web: merging must drop it and unschedule its blogging reminders.
        service.mergeBlogs(remoteIDs: [21, 23]) { merged.fulfill() }

        wait(for: [merged], timeout: 2)
        XCTAssertEqual(try stack.blogIDs(), [21, 23])
    }
}
