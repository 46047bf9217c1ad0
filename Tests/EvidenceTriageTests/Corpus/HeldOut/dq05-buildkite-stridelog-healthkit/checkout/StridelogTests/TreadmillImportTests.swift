import XCTest
@testable import Stridelog

final class TreadmillImportTests: XCTestCase {
    private let export = """
    started_at,duration_s,distance_km,incline_pct
    2026-11-28T06:12:00Z,1710,5.42,1.5
    """

    func testImportsDistanceUnderFinnishRegion() {
        let importer = TreadmillCSVImporter(locale: Locale(identifier: "fi_FI"))
        let rows = importer.parse(export)
        XCTAssertEqual(rows.count, 1)
        XCTAssertEqual(rows.first?.distanceMeters ?? 0, 5_420, accuracy: 0.5, "treadmill export distance under fi_FI region")
    }

    func testImportsDistanceUnderUSRegion() {
        let importer = TreadmillCSVImporter(locale: Locale(identifier: "en_US"))
        let rows = importer.parse(export)
        XCTAssertEqual(rows.first?.distanceMeters ?? 0, 5_420, accuracy: 0.5)
    }
}
