import XCTest
import CoreLocation
import Shared
@testable import Wayfarer

/// Runs inside the Wayfarer host app on the Simulator (TEST_HOST = Wayfarer.app) so the real
/// CLLocationManager configuration is exercised, not a mock.
final class TripRecorderHostedTests: XCTestCase {
    func testStartEnablesBackgroundUpdates() throws {
        let recorder = TripRecorder(manager: CLLocationManager(), store: TripStoreKt.inMemory())
        try recorder.start(mode: .significantChanges)
        XCTAssertTrue(recorder.manager.allowsBackgroundLocationUpdates)
        XCTAssertEqual(recorder.state, .recording)
    }

    func testStopClearsPendingSegment() throws {
        let recorder = TripRecorder(manager: CLLocationManager(), store: TripStoreKt.inMemory())
        recorder.stop()
        XCTAssertNil(recorder.pendingSegment)
    }
}
