import XCTest
@testable import Marginalia

/// Reads the built host app's Info.plist: the static configuration BGTaskScheduler needs.
final class BackgroundModesTests: XCTestCase {
    private var info: [String: Any] { Bundle.main.infoDictionary ?? [:] }

    func testPermittedIdentifiersListBothTasks() {
        let ids = info["BGTaskSchedulerPermittedIdentifiers"] as? [String] ?? []
        XCTAssertEqual(Set(ids), ["com.marginalia.app.sync-refresh", "com.marginalia.app.nightly-index"])
    }

    func testBuiltPlistDeclaresFetchAndProcessing() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(modes.contains("fetch"), "UIBackgroundModes is \(modes)")
        XCTAssertTrue(modes.contains("processing"), "UIBackgroundModes is \(modes)")
    }
}
