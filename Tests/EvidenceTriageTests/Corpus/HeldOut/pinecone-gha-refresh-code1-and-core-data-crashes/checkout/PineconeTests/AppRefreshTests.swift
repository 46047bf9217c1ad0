import XCTest
import BackgroundTasks
@testable import Pinecone

final class AppRefreshTests: XCTestCase {
    func testRefreshRequestUsesTrailsIdentifier() {
        let request = AppRefreshScheduler.makeRequest(now: Date(timeIntervalSince1970: 0))
        XCTAssertEqual(request.identifier, "com.pineconeapps.trails.refresh")
        XCTAssertEqual(request.earliestBeginDate, Date(timeIntervalSince1970: 15 * 60))
    }

    func testRefreshHandlerRunsAfterScheduling() {
        let handled = expectation(description: "app refresh handler ran")
        AppRefreshScheduler.shared.onHandle = { _ in handled.fulfill() }

        // Same path as sceneDidEnterBackground(_:).
        AppRefreshScheduler.shared.scheduleAppRefresh()

        wait(for: [handled], timeout: 120)
    }
}
