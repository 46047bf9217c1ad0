import BackgroundTasks
import XCTest
import Shared
@testable import iosApp

final class BackgroundTaskRegistryTests: XCTestCase {

    func testTokenRefreshHandlerRegistered() {
        XCTAssertTrue(BackgroundTaskRegistry.shared.isRegistered(id: IosTaskIds.shared.TOKEN_REFRESH))
    }

    func testLibrarySyncHandlerRegistered() {
        let id = IosTaskIds.shared.LIBRARY_SYNC
        XCTAssertTrue(BackgroundTaskRegistry.shared.isRegistered(id: id), "\(id) was not registered at launch")
    }

    func testTokenRefreshLaunchesAfterEarliestBeginDate() throws {
        let launched = expectation(description: "token refresh launched")
        BackgroundTaskRegistry.shared.onLaunch = { id in
            if id == IosTaskIds.shared.TOKEN_REFRESH { launched.fulfill() }
        }
        BackgroundTaskRegistry.shared.submitAppRefresh(id: IosTaskIds.shared.TOKEN_REFRESH, earliestBeginSeconds: 30)
        wait(for: [launched], timeout: 60)
    }
}
