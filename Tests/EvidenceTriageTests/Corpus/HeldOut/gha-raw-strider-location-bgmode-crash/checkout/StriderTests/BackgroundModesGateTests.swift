import XCTest
@testable import Strider

/// Reads the Info.plist of the app that hosts these tests (the built product, not Strider/Info.plist).
final class BackgroundModesGateTests: XCTestCase {
    private var modes: [String] {
        Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
    }

    func testBuiltPlistDeclaresFetchAndProcessing() {
        XCTAssertTrue(modes.contains("fetch"))
        XCTAssertTrue(modes.contains("processing"))
    }

    func testBuiltPlistDeclaresLocationMode() {
        XCTAssertTrue(modes.contains("location"), "UIBackgroundModes of the built app: \(modes)")
    }

    func testBuiltPlistPermitsRefreshIdentifiers() {
        let ids = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertEqual(Set(ids), [BackgroundTasks.refreshID, BackgroundTasks.routeSyncID])
    }
}
