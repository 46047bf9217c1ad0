import XCTest
@testable import CairnKit

/// The host app registers at launch; these read what it registered.
final class BackgroundTaskRegistrationTests: XCTestCase {
    func testRefreshTaskRegisteredAtLaunch() {
        XCTAssertTrue(BackgroundTasks.registered.contains(BackgroundTasks.refreshIdentifier))
    }

    func testMaintenanceTaskRegisteredAtLaunch() {
        XCTAssertTrue(BackgroundTasks.registered.contains(BackgroundTasks.maintenanceIdentifier),
                      "\(BackgroundTasks.maintenanceIdentifier) was not registered (register returned false)")
    }
}
