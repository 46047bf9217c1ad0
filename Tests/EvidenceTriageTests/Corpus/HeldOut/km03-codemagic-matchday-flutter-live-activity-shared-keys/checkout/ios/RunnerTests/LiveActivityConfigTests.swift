import XCTest

final class LiveActivityConfigTests: XCTestCase {
    func testRunnerDeclaresLiveActivitySupport() {
        XCTAssertEqual(Bundle.main.object(forInfoDictionaryKey: "NSSupportsLiveActivities") as? Bool, true)
    }

    func testAppGroupIsConfigured() {
        XCTAssertNotNil(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.matchday.app"))
    }
}
