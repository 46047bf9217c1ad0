import CoreLocation
import XCTest
@testable import Cairnstep

final class LocationServiceTests: XCTestCase {
    func testDeclaresLocationBackgroundMode() {
        let service = LocationService(bundle: .main)
        XCTAssertTrue(service.declaresLocationBackgroundMode,
                      "the app bundle must list 'location' in UIBackgroundModes")
    }

    func testStartRecordingEnablesBackgroundUpdates() {
        let service = LocationService(manager: CLLocationManager(), bundle: .main)
        service.startRecording()
        defer { service.stopRecording() }
        XCTAssertTrue(service.manager.allowsBackgroundLocationUpdates,
                      "recording must continue when the app is in the background")
    }

    func testStartRecordingDisablesAutomaticPause() {
        let service = LocationService(manager: CLLocationManager(), bundle: .main)
        service.startRecording()
        defer { service.stopRecording() }
        XCTAssertFalse(service.manager.pausesLocationUpdatesAutomatically)
    }

    func testInaccurateFixesAreDropped() {
        let service = LocationService()
        service.locationManager(service.manager, didUpdateLocations: [
            .fixture(accuracy: 8), .fixture(accuracy: 120), .fixture(accuracy: -1),
        ])
        XCTAssertEqual(service.fixes.count, 1)
    }
}
