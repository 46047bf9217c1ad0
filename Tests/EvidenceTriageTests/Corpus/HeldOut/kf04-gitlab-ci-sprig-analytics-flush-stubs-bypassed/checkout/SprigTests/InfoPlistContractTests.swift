import XCTest
@testable import Sprig

/// Guards the built app's Info.plist (the host app's main bundle) against edits that silently
/// disable background work.
final class InfoPlistContractTests: XCTestCase {
    private var info: [String: Any] { Bundle.main.infoDictionary ?? [:] }

    func testBackgroundTaskIdentifiersPermitted() {
        let permitted = info["BGTaskSchedulerPermittedIdentifiers"] as? [String] ?? []
        XCTAssertTrue(permitted.contains("com.sprig.app.analytics-flush"))
        XCTAssertTrue(permitted.contains("com.sprig.app.watering-refresh"))
    }

    func testFlushTaskHasProcessingBackgroundMode() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(modes.contains("processing"), "UIBackgroundModes is \(modes); com.sprig.app.analytics-flush is a BGProcessingTask")
    }

    func testWateringRefreshHasFetchBackgroundMode() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(modes.contains("fetch"))
    }
}
