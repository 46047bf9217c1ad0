import XCTest
@testable import Tallow

final class BackgroundBeaconTests: XCTestCase {
    func testFirstSilentPushSendsBeacon() async {
        let hub = FakeHub(); let app = TestAppDelegate(hub: hub, now: .fixed("2026-11-30T10:00:00Z"))
        let result = await app.deliverSilentPush()
        XCTAssertEqual(result, .newData); XCTAssertEqual(hub.beacons, 1)
    }

    func testThrottledSilentPushReportsNoData() async {
        let hub = FakeHub(); let app = TestAppDelegate(hub: hub, now: .fixed("2026-11-30T10:00:00Z"))
        _ = await app.deliverSilentPush()
        app.advance(by: 30)                  // inside the 120 s throttle window
        let result = await app.deliverSilentPush()
        XCTAssertEqual(hub.beacons, 1)
        XCTAssertEqual(result, .noData, "throttled silent push did no work but reported newData")
    }
}
