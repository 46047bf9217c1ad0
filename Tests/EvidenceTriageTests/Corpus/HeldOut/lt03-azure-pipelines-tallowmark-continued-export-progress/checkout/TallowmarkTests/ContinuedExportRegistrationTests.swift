import XCTest
@testable import Tallowmark

/// Runs in the app host: AppDelegate has already called registerAtLaunch().
final class ContinuedExportRegistrationTests: XCTestCase {
    func testExportLaunchHandlerRegistered() {
        XCTAssertTrue(AppBackgroundTasks.shared.didRegisterExportHandler,
                      "BGTaskScheduler refused the export wildcard at launch")
    }
}
