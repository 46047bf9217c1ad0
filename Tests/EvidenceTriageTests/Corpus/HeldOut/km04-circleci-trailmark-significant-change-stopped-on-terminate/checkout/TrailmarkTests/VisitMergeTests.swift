import CoreLocation
import XCTest
@testable import Trailmark

final class VisitMergeTests: XCTestCase {
    private func visit(_ lat: Double, _ lon: Double, _ start: TimeInterval, _ end: TimeInterval) -> Visit {
        Visit(coordinate: .init(latitude: lat, longitude: lon),
              arrival: Date(timeIntervalSince1970: start), departure: Date(timeIntervalSince1970: end))
    }

    func testKeepsDistantVisits() {
        let visits = [visit(46.5581, 7.8350, 0, 600), visit(46.5650, 7.8400, 900, 1500)]
        XCTAssertEqual(VisitMerger.merge(visits).count, 2)
    }

    func testMergesVisitsWithinFiftyMeters() {
        // ~38 m apart: the same hut, seen twice.
        let visits = [visit(46.55810, 7.83500, 0, 600), visit(46.55844, 7.83500, 650, 1200)]
        XCTAssertEqual(VisitMerger.merge(visits).count, 1)
    }
}
