import XCTest
@testable import Rook

/// Mirrors App Store Connect's upload validation so a bad plist fails CI, not the release train.
final class NavigationPlistTests: XCTestCase {
    private let info = Bundle.main.infoDictionary ?? [:]

    func testLocationUsageStringsPresent() {
        XCTAssertNotNil(info["NSLocationWhenInUseUsageDescription"])
        XCTAssertNotNil(info["NSLocationAlwaysAndWhenInUseUsageDescription"])
    }

    func testBackgroundModesHavePermittedIdentifiers() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        let ids = info["BGTaskSchedulerPermittedIdentifiers"] as? [String] ?? []
        if modes.contains("processing") {
            XCTAssertFalse(ids.isEmpty, "UIBackgroundModes has 'processing' but BGTaskSchedulerPermittedIdentifiers is empty (ITMS-90771)")
        }
    }
}
