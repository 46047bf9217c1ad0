import XCTest
@testable import Reelnight

final class BackgroundConfigurationTests: XCTestCase {
    private var info: [String: Any] { Bundle.main.infoDictionary ?? [:] }

    func testNightlySyncIdentifierPermitted() {
        let ids = info["BGTaskSchedulerPermittedIdentifiers"] as? [String] ?? []
        XCTAssertTrue(ids.contains("app.reelnight.sync.nightly"))
    }

    func testProcessingModeDeclaredForNightlySync() {
        // BGProcessingTaskRequest submissions are refused (notPermitted) without this mode.
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(modes.contains("processing"), "UIBackgroundModes is \(modes)")
    }
}
