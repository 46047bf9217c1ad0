import XCTest
@testable import Gullwing

/// Bridge tests for cordova-background-geolocation-lt after the 4.2 review fix
/// ("remove unused background location mode").
final class LocationBridgeTests: XCTestCase {
    func testConfigureReturnsState() throws {
        let bridge = try CordovaTestBridge.make()
        let state = try bridge.call("BackgroundGeolocation", "ready", ["stopOnTerminate": true])
        XCTAssertEqual(state["enabled"] as? Bool, false)
    }

    func testGetCurrentPositionWhileTripActive() throws {
        let bridge = try CordovaTestBridge.make()
        _ = try bridge.call("BackgroundGeolocation", "start", [:])
        let fix = try bridge.call("BackgroundGeolocation", "getCurrentPosition", ["samples": 1])
        XCTAssertNotNil(fix["coords"])
    }
}
