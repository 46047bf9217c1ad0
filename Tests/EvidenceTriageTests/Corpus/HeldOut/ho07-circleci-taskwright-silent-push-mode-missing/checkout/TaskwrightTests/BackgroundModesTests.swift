import XCTest

/// Guards the capabilities the background features rely on, read from the
/// Info.plist of the app that is actually built for this scheme.
final class BackgroundModesTests: XCTestCase {
    private var modes: [String] {
        Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
    }

    func testFetchAndProcessingModesDeclared() {
        XCTAssertTrue(modes.contains("fetch"))
        XCTAssertTrue(modes.contains("processing"))
    }

    func testRemoteNotificationModeDeclared() {
        XCTAssertTrue(modes.contains("remote-notification"),
                      "UIBackgroundModes of the built app: \(modes)")
    }

    func testPermittedIdentifiersMatchSchedulers() {
        let ids = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertEqual(Set(ids), ["com.taskwright.app.refresh", "com.taskwright.app.archive"])
    }
}
