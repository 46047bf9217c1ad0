import XCTest
import CoreLocation
@testable import TrailRecorder

final class TrailDistanceTests: XCTestCase {
    private func point(_ lat: Double, _ lon: Double) -> CLLocation {
        CLLocation(latitude: lat, longitude: lon)
    }

    func testSingleUpdatesAccumulate() {
        let recorder = TrailRecorder()
        recorder.accumulate([point(46.5800, 7.9000)])
        recorder.accumulate([point(46.5810, 7.9000)])
        XCTAssertEqual(recorder.distanceMeters, 111.2, accuracy: 0.5)
    }

    /// Deferred/batched delivery hands several fixes to one delegate call.
    func testBatchedLocationsAreNotDoubleCounted() {
        let recorder = TrailRecorder()
        recorder.accumulate([point(46.5800, 7.9000)])
        recorder.accumulate([point(46.5810, 7.9000), point(46.5820, 7.9000), point(46.5830, 7.9000)])
        XCTAssertEqual(recorder.distanceMeters, 333.6, accuracy: 0.5)
    }
}
