import BackgroundTasks
import XCTest
@testable import QuillNews

/// Relies on QNTestingAppDelegate: nothing has registered with BGTaskScheduler.shared yet.
final class BackgroundTaskRegistrarTests: XCTestCase {
    func testRegisterAllInstallsHandlers() {
        BackgroundTaskRegistrar.registerAll(scheduler: BGTaskScheduler.shared)
        XCTAssertTrue(FeedRefreshHandler.shared.isInstalled)
    }
}
