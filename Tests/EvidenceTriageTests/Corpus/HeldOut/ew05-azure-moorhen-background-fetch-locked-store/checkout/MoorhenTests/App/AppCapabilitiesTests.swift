import XCTest
@testable import Moorhen

/// Guards the built Info.plist of the test host (Moorhen.app).
final class AppCapabilitiesTests: XCTestCase {
    private var info: [String: Any] { Bundle.main.infoDictionary ?? [:] }

    func testCompactionTaskIsPermitted() {
        let ids = info["BGTaskSchedulerPermittedIdentifiers"] as? [String] ?? []
        XCTAssertTrue(ids.contains(AppDelegate.compactionTaskID))
    }

    func testProcessingModeIsDeclared() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(modes.contains("processing"))
    }

    func testBackgroundFetchModeIsDeclared() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(modes.contains("fetch"), "UIBackgroundModes = \(modes); AppDelegate implements application(_:performFetchWithCompletionHandler:)")
    }
}
