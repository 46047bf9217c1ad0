import XCTest
import CoreLocation
@testable import Waypost

final class VisitLogTests: XCTestCase {
    func testMergesConsecutiveVisitsAtSamePlace() {
        let place = CLLocationCoordinate2D(latitude: 51.5072, longitude: -0.1276)
        let log = VisitLog()
        log.record(VisitRecord(coordinate: place, arrival: Date(timeIntervalSince1970: 0), departure: Date(timeIntervalSince1970: 600)))
        log.record(VisitRecord(coordinate: place, arrival: Date(timeIntervalSince1970: 660), departure: Date(timeIntervalSince1970: 1800)))
        XCTAssertEqual(log.visits.count, 1)
    }
}
