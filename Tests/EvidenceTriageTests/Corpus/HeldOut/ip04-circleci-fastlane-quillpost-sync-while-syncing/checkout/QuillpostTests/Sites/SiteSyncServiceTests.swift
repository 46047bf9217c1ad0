import CoreData
import XCTest
@testable import Quillpost

final class SiteSyncServiceTests: XCTestCase {
    var container: NSPersistentContainer!
    var api: StubSitesAPI!
    var subject: SiteSyncService!

    override func setUp() {
        super.setUp()
        container = NSPersistentContainer.inMemory(model: "Quillpost")
        api = StubSitesAPI(sites: [.fixture(id: 101), .fixture(id: 102), .fixture(id: 103)])
        subject = SiteSyncService(api: api, container: container)
    }

    func testFirstSyncInsertsAllSites() {
        let done = expectation(description: "sync")
        subject.syncSites(trigger: .launch) { _ in done.fulfill() }
        wait(for: [done], timeout: 2)
        XCTAssertEqual(try container.viewContext.count(for: Site.fetchRequest()), 3)
    }

    func testBackgroundRefreshDuringPullToRefreshDoesNotDuplicateSites() throws {
        api.responseDelay = 0.2   // both requests are in flight at once
        let pull = expectation(description: "pull to refresh")
        let background = expectation(description: "background refresh")
        subject.syncSites(trigger: .pullToRefresh) { _ in pull.fulfill() }
        subject.syncSites(trigger: .backgroundRefresh) { _ in background.fulfill() }
        wait(for: [pull, background], timeout: 2)

        let count = try container.viewContext.count(for: Site.fetchRequest())
        XCTAssertEqual(count, 3, "sites after overlapping syncs")
    }
}
