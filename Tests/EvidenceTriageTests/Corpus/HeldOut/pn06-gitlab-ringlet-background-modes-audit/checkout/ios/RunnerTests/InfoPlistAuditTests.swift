import XCTest
@testable import Runner

final class InfoPlistAuditTests: XCTestCase {
    let info = Bundle(for: AppDelegate.self).infoDictionary ?? [:]

    func testVoipAndRemoteNotificationModesDeclared() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(modes.contains("voip"))
        XCTAssertTrue(modes.contains("remote-notification"))
    }

    func testProcessingModeHasPermittedIdentifiers() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        guard modes.contains("processing") else { return }
        let ids = info["BGTaskSchedulerPermittedIdentifiers"] as? [String]
        XCTAssertNotNil(ids)
    }
}
