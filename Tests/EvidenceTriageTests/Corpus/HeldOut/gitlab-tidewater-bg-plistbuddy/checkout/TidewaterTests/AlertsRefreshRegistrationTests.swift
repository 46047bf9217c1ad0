import XCTest
@testable import Tidewater

/// Registration happens once, in the host app's didFinishLaunching; these tests
/// only read what the host recorded.
final class AlertsRefreshRegistrationTests: XCTestCase {

    func testTideCacheRebuildIsRegisteredAtLaunch() {
        XCTAssertTrue(BackgroundTaskRegistry.shared.didRegister(.tideCacheRebuild))
    }

    func testAlertsRefreshIsRegisteredAtLaunch() {
        XCTAssertTrue(BackgroundTaskRegistry.shared.didRegister(.alertsRefresh),
                      "alerts refresh handler was not registered at launch")
    }

    func testEveryTaskIdentifierUsesBundlePrefix() {
        for task in TidewaterTask.allCases {
            XCTAssertTrue(task.rawValue.hasPrefix(Bundle.main.bundleIdentifier!))
        }
    }
}
