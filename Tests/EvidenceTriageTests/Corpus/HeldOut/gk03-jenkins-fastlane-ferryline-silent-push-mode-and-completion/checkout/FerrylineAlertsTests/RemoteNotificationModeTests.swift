import XCTest
@testable import FerrylineAlerts

/// Guards the static configuration silent pushes depend on: without the
/// remote-notification background mode iOS never wakes the app for content-available pushes.
final class RemoteNotificationModeTests: XCTestCase {
    func testBuiltPlistDeclaresRemoteNotification() throws {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("remote-notification"), "UIBackgroundModes is \(modes)")
    }

    func testBuiltPlistDeclaresFetchForBoardRefresh() throws {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("fetch"), "UIBackgroundModes is \(modes)")
    }

    func testBoardRefreshIdentifierIsPermitted() throws {
        let ids = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(ids.contains(BoardRefreshTask.identifier))
    }
}
