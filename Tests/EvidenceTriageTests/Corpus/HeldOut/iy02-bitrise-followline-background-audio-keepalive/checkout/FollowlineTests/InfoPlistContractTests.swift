import XCTest
@testable import Followline

/// Guards the keys the background features depend on, read from the built app.
final class InfoPlistContractTests: XCTestCase {
    private var backgroundModes: [String] {
        Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
    }

    func testDeclaresAudioBackgroundMode() {
        XCTAssertTrue(backgroundModes.contains("audio"),
                      "silent-audio keep-alive and alarms need UIBackgroundModes audio; found \(backgroundModes)")
    }

    func testPermitsRefreshTask() {
        let ids = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(ids.contains(AppDelegate.refreshID))
        XCTAssertTrue(backgroundModes.contains("fetch"))
    }
}
