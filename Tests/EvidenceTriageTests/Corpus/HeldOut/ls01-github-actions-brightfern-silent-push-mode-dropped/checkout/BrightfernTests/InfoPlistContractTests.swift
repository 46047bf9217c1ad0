import XCTest
@testable import Brightfern

/// Guards the keys the background features depend on. Runs against the host app's built Info.plist.
final class InfoPlistContractTests: XCTestCase {
    private var info: [String: Any] { Bundle.main.infoDictionary ?? [:] }

    func testPermittedIdentifiersMatchRegisteredTasks() {
        let permitted = info["BGTaskSchedulerPermittedIdentifiers"] as? [String] ?? []
        XCTAssertEqual(Set(permitted), Set(BackgroundRefresh.identifiers))
    }

    func testBackgroundModesIncludeFetchForAppRefresh() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(modes.contains("fetch"), "UIBackgroundModes is \(modes)")
    }

    func testBackgroundModesDeclareRemoteNotification() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(modes.contains("remote-notification"),
                      "UIBackgroundModes is \(modes); silent pushes need \"remote-notification\"")
    }
}
