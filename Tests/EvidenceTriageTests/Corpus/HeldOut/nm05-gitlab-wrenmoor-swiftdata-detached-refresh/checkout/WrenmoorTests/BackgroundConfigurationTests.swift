import XCTest
@testable import Wrenmoor

final class BackgroundConfigurationTests: XCTestCase {
    func testRefreshIdentifierPermitted() {
        let ids = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(ids.contains(DigestRefreshJob.identifier))
    }

    func testBackgroundModesIncludeFetch() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("fetch"), "UIBackgroundModes: \(modes)")
    }
}
