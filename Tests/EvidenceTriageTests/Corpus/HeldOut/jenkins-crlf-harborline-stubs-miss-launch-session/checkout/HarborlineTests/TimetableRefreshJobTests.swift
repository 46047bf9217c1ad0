import Mockingjay
import XCTest
@testable import Harborline

/// TimetableRefreshJob is the body of the com.harborline.app.timetable-refresh BGAppRefreshTask.
/// It uses APIClient.shared, which AppDelegate creates while registering that task at launch.
final class TimetableRefreshJobTests: XCTestCase {
    override func setUp() {
        super.setUp()
        stub(uri("https://api.harborline.example/v2/timetables/{route}"), json(Fixtures.sailings(route: "HX-ORK", count: 4)))
    }

    override func tearDown() {
        removeAllStubs()
        super.tearDown()
    }

    func testRefreshStoresStubbedSailings() async throws {
        let store = TimetableStore.inMemory()
        let job = TimetableRefreshJob(client: APIClient.shared, store: store, routes: ["HX-ORK"])

        _ = try? await job.run()

        XCTAssertEqual(store.sailings(route: "HX-ORK").count, 4)
    }
}
