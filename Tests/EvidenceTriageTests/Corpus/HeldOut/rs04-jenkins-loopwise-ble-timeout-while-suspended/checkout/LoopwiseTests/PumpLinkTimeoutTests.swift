import XCTest
@testable import Loopwise

final class PumpLinkTimeoutTests: XCTestCase {
    func testConnectTimeoutArmsFifteenSeconds() {
        let link = PumpLink(transport: FakeBLETransport(), clock: ContinuousClock())
        link.connect()
        XCTAssertEqual(link.armedTimeout, .seconds(15))
    }

    func testConnectTimeoutFiresOnTimeWhileBackgrounded() {
        let link = PumpLink(transport: LiveBLETransport(), clock: ContinuousClock())
        let fired = expectation(description: "connect timeout fired")
        var elapsed: TimeInterval = 0
        let start = Date()
        link.onTimeout = { elapsed = Date().timeIntervalSince(start); fired.fulfill() }
        XCUIDevice.shared.press(.home)
        link.connect()
        wait(for: [fired], timeout: 400)
        XCTAssertLessThan(elapsed, 20.0, "15 s connect timeout should fire within 20 s")
    }
}
