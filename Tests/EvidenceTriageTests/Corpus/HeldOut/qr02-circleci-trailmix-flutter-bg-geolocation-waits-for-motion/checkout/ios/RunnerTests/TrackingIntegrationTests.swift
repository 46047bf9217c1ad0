import XCTest
@testable import Runner

final class TrackingIntegrationTests: XCTestCase {
    override func setUp() {
        super.setUp()
        TrackingBridge.shared.configure()
    }

    override func tearDown() {
        TrackingBridge.shared.stop()
        super.tearDown()
    }

    func testStartReturnsEnabledState() {
        TrackingBridge.shared.start()
        XCTAssertTrue(TSConfig.sharedInstance().enabled)
    }

    /// CI runs `xcrun simctl location booted start --speed=30 ...` (Freeway Drive) before this job.
    func testMotionChangeToMovingDuringFreewayDrive() {
        let moving = expectation(description: "motionchange isMoving=true")
        TrackingBridge.shared.onMotionChange = { isMoving, _ in
            if isMoving { moving.fulfill() }
        }
        TrackingBridge.shared.start()
        wait(for: [moving], timeout: 120)
    }

    func testActivityChangeReportsInVehicle() {
        let vehicle = expectation(description: "activitychange in_vehicle")
        TrackingBridge.shared.onActivityChange = { activity, _ in
            if activity == "in_vehicle" { vehicle.fulfill() }
        }
        TrackingBridge.shared.start()
        wait(for: [vehicle], timeout: 90)
    }
}
