import XCTest

final class AppConfigurationTests: XCTestCase {
    func testBackgroundModesIncludeFetch() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("fetch"), "fares refresh is a BGAppRefreshTask")
    }
}
