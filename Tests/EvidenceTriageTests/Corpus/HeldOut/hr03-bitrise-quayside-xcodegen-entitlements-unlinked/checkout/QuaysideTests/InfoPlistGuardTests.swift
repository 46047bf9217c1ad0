import XCTest
@testable import Quayside

/// Guards for keys the generated Info.plist must carry (project.yml → info.properties).
final class InfoPlistGuardTests: XCTestCase {
    private var info: [String: Any] { Bundle.main.infoDictionary ?? [:] }

    func testRefreshIdentifierPermitted() throws {
        let ids = try XCTUnwrap(info["BGTaskSchedulerPermittedIdentifiers"] as? [String])
        XCTAssertTrue(ids.contains("com.quaysidemail.app.inbox-refresh"), "permitted: \(ids)")
    }

    func testProcessingIdentifierPermitted() throws {
        let ids = try XCTUnwrap(info["BGTaskSchedulerPermittedIdentifiers"] as? [String])
        XCTAssertTrue(ids.contains("com.quaysidemail.app.index-maintenance"), "permitted: \(ids)")
    }

    func testBackgroundModesIncludeRemoteNotification() throws {
        let modes = try XCTUnwrap(info["UIBackgroundModes"] as? [String])
        XCTAssertTrue(modes.contains("remote-notification"),
                      "UIBackgroundModes is \(modes); silent pushes need \"remote-notification\"")
    }
}
