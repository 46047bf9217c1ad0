import XCTest
@testable import Pinwheel

final class InfoPlistTests: XCTestCase {
    private var info: [String: Any] { Bundle(for: SessionClient.self).infoDictionary ?? [:] }

    func testPermittedIdentifiersListSync() {
        let ids = info["BGTaskSchedulerPermittedIdentifiers"] as? [String] ?? []
        XCTAssertTrue(ids.contains("com.pinwheel.app.sync"))
    }

    func testBackgroundModesDeclareFetch() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(modes.contains("fetch"), "UIBackgroundModes = \(modes)")
    }
}
