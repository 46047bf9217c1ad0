import XCTest
import CoreLocation
@testable import Trailmix

final class AutoPauseTests: XCTestCase {
    private let manager = CLLocationManager()
    private let spy = LocationDelegateSpy()

    func testLocationUpdatesPauseWhenStationary() throws {
        manager.delegate = spy
        manager.activityType = .fitness
        manager.pausesLocationUpdatesAutomatically = true
        manager.startUpdatingLocation()
        let paused = expectation(description: "locationManagerDidPauseLocationUpdates")
        spy.onPause = { paused.fulfill() }
        // simulator location is fixed, so the device looks stationary
        wait(for: [paused], timeout: 120)
    }
}
