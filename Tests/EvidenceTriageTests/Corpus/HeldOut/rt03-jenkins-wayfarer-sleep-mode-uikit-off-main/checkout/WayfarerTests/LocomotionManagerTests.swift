import XCTest
import CoreLocation
@testable import Wayfarer

final class LocomotionManagerTests: XCTestCase {
    func testStartRecordingSetsState() {
        let manager = LocomotionManager()
        manager.startRecording()
        XCTAssertEqual(manager.recordingState, .recording)
    }

    func testStationaryFixWithAppGroupStoreEntersSleep() {
        let manager = LocomotionManager()
        manager.usesAppGroupStore = true
        manager.startRecording()
        let slept = expectation(description: "entered sleep mode")
        manager.onStateChange = { state in if state == .sleeping { slept.fulfill() } }
        let still = CLLocation(coordinate: .init(latitude: 51.5, longitude: -0.12), altitude: 0,
                               horizontalAccuracy: 5, verticalAccuracy: 5, course: 0, speed: 0, timestamp: Date())
        manager.locationQueue.async {
            manager.locationManager(CLLocationManager(), didUpdateLocations: [still])
        }
        wait(for: [slept], timeout: 5)
    }
}
