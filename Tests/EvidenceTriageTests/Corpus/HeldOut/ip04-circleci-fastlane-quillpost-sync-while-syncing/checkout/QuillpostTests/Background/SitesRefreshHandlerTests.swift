import XCTest
@testable import Quillpost

/// The system can launch the app straight into the background to run the
/// sites refresh; no scene connects in that case.
final class SitesRefreshHandlerTests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("EVIDENCE_TEST_ID", "SitesRefreshHandlerTests/" + String(name.split(separator: " ").last!.dropLast()), 1)
    }

    func testBackgroundLaunchRefreshesWithoutScene() {
        let appDelegate = AppDelegate()          // fresh delegate: no scene, no coordinator
        let task = FakeBackgroundTask()

        appDelegate.handleSitesRefresh(task)

        wait(for: [task.completed], timeout: 5)
        XCTAssertEqual(task.success, true)
    }
}
