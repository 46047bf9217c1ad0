import XCTest
import HealthKit
@testable import Waypoint

final class WalkExportTests: XCTestCase {

    func testExportsWalkToHealth() throws {
        let exporter = WalkExporter(store: HKHealthStore())
        let trip = Trip.fixture("harbour-to-hill")
        let result = try awaitResult(exporter.export(trip))
        XCTAssertEqual(result, .exported, "walk should be written to Health")
    }
}
