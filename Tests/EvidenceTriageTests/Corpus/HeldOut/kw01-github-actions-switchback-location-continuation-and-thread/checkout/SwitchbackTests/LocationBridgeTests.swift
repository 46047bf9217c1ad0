import CoreLocation
import XCTest
@testable import Switchback

final class LocationBridgeTests: XCTestCase {
    func testReturnsFirstFix() async throws {
        let fake = FakeLocationSource(deliverAfter: 0.05, location: CLLocation(latitude: 47.6062, longitude: -122.3321))
        let bridge = LocationAsyncBridge(source: fake)
        let fix = try await bridge.requestSingleFix(timeout: 1)
        XCTAssertEqual(fix.coordinate.latitude, 47.6062, accuracy: 0.0001)
    }

    func testTimeoutThenLateFixDoesNotResumeTwice() async throws {
        // GPS answers after the caller already gave up (tunnel, dense canopy).
        let fake = FakeLocationSource(deliverAfter: 0.3, location: CLLocation(latitude: 47.6062, longitude: -122.3321))
        let bridge = LocationAsyncBridge(source: fake)
        do {
            _ = try await bridge.requestSingleFix(timeout: 0.1)
            XCTFail("expected a timeout")
        } catch LocationAsyncBridge.BridgeError.timedOut {
            // expected
        }
        try await Task.sleep(for: .milliseconds(500))
        XCTAssertEqual(fake.startCount, 1)
    }
}
