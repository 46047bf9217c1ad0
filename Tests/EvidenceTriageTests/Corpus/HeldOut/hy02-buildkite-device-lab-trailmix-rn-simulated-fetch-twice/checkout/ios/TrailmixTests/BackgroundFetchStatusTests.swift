import XCTest
@testable import Trailmix

/// Checks that BackgroundFetch can start on the lab device at all.
final class BackgroundFetchStatusTests: XCTestCase {
    private var bridge: TrailmixTestBridge!

    override func setUp() async throws {
        bridge = try await TrailmixTestBridge.attach(timeout: 20)
    }

    func testConfigureReportsStatusAvailable() async throws {
        let status = try await bridge.call("BackgroundFetch.configure", ["minimumFetchInterval": 15]) as? Int
        // BackgroundFetch.STATUS_RESTRICTED = 0, STATUS_DENIED = 1, STATUS_AVAILABLE = 2
        XCTAssertEqual(status, 2, "configure status (0 restricted, 1 denied, 2 available)")
    }

    func testStatusIsReadableBeforeConfigure() async throws {
        let status = try await bridge.call("BackgroundFetch.status", [:]) as? Int
        XCTAssertNotNil(status)
    }
}
