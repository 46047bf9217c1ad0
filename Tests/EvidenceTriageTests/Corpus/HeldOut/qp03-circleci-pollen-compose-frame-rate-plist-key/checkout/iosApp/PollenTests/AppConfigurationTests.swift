import XCTest
@testable import Pollen

final class AppConfigurationTests: XCTestCase {
    private var info: [String: Any] { Bundle.main.infoDictionary ?? [:] }

    func testBackgroundModesIncludeFetch() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(modes.contains("fetch"))
    }

    func testInfoPlistEnablesHighFrameRate() {
        let flag = info["CADisableMinimumFrameDurationOnPhone"] as? Bool
        XCTAssertEqual(flag, true, "ProMotion rendering needs CADisableMinimumFrameDurationOnPhone")
    }
}
