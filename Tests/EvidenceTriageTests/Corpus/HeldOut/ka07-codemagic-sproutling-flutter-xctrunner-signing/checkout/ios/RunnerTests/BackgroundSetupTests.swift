import XCTest
@testable import Runner

/// Every task the Dart side schedules must be permitted in Info.plist and registered in
/// AppDelegate before launch finishes.
final class BackgroundSetupTests: XCTestCase {
    func testBackupTaskRegisteredAtLaunch() {
        XCTAssertTrue(AppDelegate.registeredIdentifiers.contains("dev.sproutling.app.backup"))
    }

    func testPeriodicSyncRegisteredAtLaunch() {
        XCTAssertTrue(AppDelegate.registeredIdentifiers.contains("dev.sproutling.app.periodic-sync"), "periodic-sync handler was not registered at launch")
    }
}
