import XCTest
import BackgroundTasks
import workmanager
@testable import Runner

final class BackgroundSetupTests: XCTestCase {

    /// Every identifier AppDelegate hands to WorkmanagerPlugin must be in the
    /// built app's BGTaskSchedulerPermittedIdentifiers.
    func testEveryRegisteredIdentifierIsPermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        for identifier in AppDelegate.backgroundIdentifiers {
            XCTAssertTrue(permitted.contains(identifier),
                          "\(identifier) is registered in AppDelegate but missing from BGTaskSchedulerPermittedIdentifiers")
        }
    }

    func testBackgroundModesDeclared() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("fetch"))
        XCTAssertTrue(modes.contains("processing"))
    }

    /// Simulate the system launching the periodic refresh and check that the
    /// Dart callbackDispatcher reports the task back.
    func testSimulatedRefreshLaunchRunsDartCallback() {
        let ran = expectation(description: "Dart executeTask(tide_refresh)")
        DartTaskProbe.shared.onTask = { name in
            if name == "tide_refresh" { ran.fulfill() }
        }
        BGTaskSchedulerDebug.simulateLaunch(forTaskWithIdentifier: AppDelegate.refreshIdentifier)
        wait(for: [ran], timeout: 10)
    }
}
