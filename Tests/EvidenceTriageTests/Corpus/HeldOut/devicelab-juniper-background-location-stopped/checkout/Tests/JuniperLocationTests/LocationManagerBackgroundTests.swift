import CoreLocation
import XCTest
@testable import JuniperLocation

final class LocationManagerBackgroundTests: XCTestCase {
    private var mock: MockCLLocationManager!
    private var manager: TrailLocationManager!

    override func setUp() {
        super.setUp()
        mock = MockCLLocationManager()
        manager = TrailLocationManager(locationManager: mock, notificationCenter: .init())
    }

    func testStopsUpdatesInBackgroundWhenNotAllowed() {
        manager.startLocationMonitoring(for: [.location])
        manager.simulateAppDidEnterBackground()
        XCTAssertEqual(mock.stopUpdatingLocationCallCount, 1)
    }

    func testKeepsUpdatingAfterBackgroundWhenAllowed() {
        manager.allowsBackgroundLocationUpdates = true
        manager.startLocationMonitoring(for: [.location])
        manager.simulateAppDidEnterBackground()
        XCTAssertEqual(mock.stopUpdatingLocationCallCount, 0, "recording a trail must survive backgrounding")
    }
}
