import XCTest
@testable import Tandem

/// Drives the native side of react-native-background-geolocation through TrackingBridge.
/// ci_scripts/ci_pre_xcodebuild.sh starts `xcrun simctl location booted start` on a 2 km route.
final class TrackingE2ETests: XCTestCase {
    let bridge = TrackingBridge.shared

    override func setUp() async throws {
        try await bridge.reset()
        try await bridge.ready(distanceFilter: 10, stopOnTerminate: false)
    }

    func testLocationsRecordedAlongFreewayDrive() async throws {
        try await bridge.start()
        let recorded = expectation(description: "5 locations recorded")
        bridge.onLocationCount = { if $0 >= 5 { recorded.fulfill() } }
        await fulfillment(of: [recorded], timeout: 90)
    }

    func testOdometerAfterForcedMovingState() async throws {
        try await bridge.start()
        try await bridge.changePace(true)
        try await Task.sleep(for: .seconds(20))
        XCTAssertEqual(bridge.odometerLabel(), "0.2 km")
    }
}
