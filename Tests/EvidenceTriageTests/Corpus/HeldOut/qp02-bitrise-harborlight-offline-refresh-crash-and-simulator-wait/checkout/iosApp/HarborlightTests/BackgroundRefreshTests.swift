import XCTest
@testable import Harborlight
import HarborlightShared

final class BackgroundRefreshTests: XCTestCase {

    func testRefreshSurvivesOfflineNetwork() async {
        StubURLProtocol.failAll(with: URLError(.cannotConnectToHost))
        let coordinator = AppRefreshCoordinator()
        let ok = await coordinator.performRefresh()
        XCTAssertFalse(ok)
        XCTAssertFalse(coordinator.repository.cached().isEmpty, "cached timetable kept when offline")
    }

    func testRefreshRunsAfterSubmit() {
        let ran = expectation(description: "app refresh handler ran")
        AppRefreshCoordinator.shared.onRefreshForTesting = { ran.fulfill() }
        AppRefreshCoordinator.shared.schedule(after: 60)
        wait(for: [ran], timeout: 600)
    }
}
