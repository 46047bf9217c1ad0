import CoreLocation
import XCTest
@testable import GannetTracker

final class GeofenceEvaluatorTests: XCTestCase {
    private let harbour = Geofence(id: "harbour", center: .init(latitude: 54.3233, longitude: 10.1394), radius: 150, dwell: 120)

    func testEnterEmittedOnFirstInsideFix() {
        let evaluator = GeofenceEvaluator(fences: [harbour])
        let events = evaluator.evaluate(Track.fixture(.inside(harbour), seconds: 0))
        XCTAssertEqual(events.map(\.kind), [.enter])
    }

    func testExitEmittedAfterDwellTimeout() {
        let evaluator = GeofenceEvaluator(fences: [harbour])
        let track = Track.fixture(.inside(harbour), seconds: 0...180, step: 30) + Track.fixture(.outside(harbour, by: 400), seconds: 210...240, step: 30)

        let events = evaluator.evaluate(track)

        XCTAssertEqual(events.map(\.kind), [.enter, .dwell, .exit])
    }
}
