import XCTest

final class BuiltPlistGateTests: XCTestCase {
    let info = Bundle.main.infoDictionary ?? [:]

    func testRefreshIdentifierIsPermitted() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(modes.contains("fetch"))
    }

    func testProcessingModeHasPermittedIdentifiers() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        let permitted = info["BGTaskSchedulerPermittedIdentifiers"] as? [String] ?? []
        if modes.contains("processing") {
            XCTAssertFalse(permitted.isEmpty, "UIBackgroundModes has processing but BGTaskSchedulerPermittedIdentifiers is empty")
        }
    }
}
