import XCTest
@testable import Vaultlet
import VaultletShared

/// Reads the Info.plist of the app that hosts these tests (the built app),
/// so a missing key fails here instead of silently in the field.
final class BackgroundModesConfigurationTests: XCTestCase {
    private var info: [String: Any] { Bundle(for: AppDelegate.self).infoDictionary ?? [:] }
    private let cleanupIdentifier = DefaultBackgroundSessionCleanupService.taskIdentifier

    func testSessionKeyCleanupIdentifierIsPermitted() {
        let permitted = info["BGTaskSchedulerPermittedIdentifiers"] as? [String] ?? []
        XCTAssertTrue(permitted.contains(cleanupIdentifier),
                      "\(cleanupIdentifier) missing from BGTaskSchedulerPermittedIdentifiers \(permitted)")
    }

    func testSessionKeyCleanupTaskHasRequiredBackgroundMode() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(modes.contains("fetch"),
                      "UIBackgroundModes \(modes) must contain \"fetch\" for the BGAppRefreshTask \(cleanupIdentifier)")
    }

    func testRemoteNotificationModeStillDeclared() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(modes.contains("remote-notification"))
    }
}
