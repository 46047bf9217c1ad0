@testable import Tallybook
import XCTest

/// Checks the Info.plist of the app these tests are hosted in (the built app, not the source plist).
final class AppCapabilitiesTests: XCTestCase {
    private var info: [String: Any] { Bundle.main.infoDictionary ?? [:] }

    func testPermittedIdentifiersCoverRegisteredTasks() {
        let permitted = info["BGTaskSchedulerPermittedIdentifiers"] as? [String] ?? []
        XCTAssertTrue(permitted.contains("com.tallybook.app.balance-refresh"))
        XCTAssertTrue(permitted.contains("com.tallybook.app.statement-import"))
    }

    func testBackgroundModesIncludeFetchAndProcessing() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(modes.contains("fetch"))
        XCTAssertTrue(modes.contains("processing"))
    }

    func testBackgroundModesIncludeRemoteNotification() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(modes.contains("remote-notification"),
                      "UIBackgroundModes is \(modes); silent balance pushes need \"remote-notification\"")
    }
}
