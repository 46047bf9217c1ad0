import XCTest
import CoreLocation
@testable import HarborFern

final class TripRecorderTests: XCTestCase {
    func testStartsBackgroundUpdatesWhenTripBegins() throws {
        let recorder = TripRecorder(manager: CLLocationManager(), store: InMemoryTripStore())
        recorder.beginTrip(named: "Harbour loop")
        XCTAssertTrue(recorder.isRecording)
    }

    func testStopTripFlushesPoints() throws {
        let store = InMemoryTripStore()
        let recorder = TripRecorder(manager: StubLocationManager(), store: store)
        recorder.ingest([.fixture(lat: -33.85, lon: 151.21)])
        recorder.endTrip()
        XCTAssertEqual(store.saved.count, 1)
    }
}
