import XCTest
@testable import Trailhead

final class TrailConditionsDecodingTests: XCTestCase {
    func testParsesReportedAt() throws {
        let reported = try XCTUnwrap(ISOTimestamp.date(from: "2025-06-14T19:05:00Z"))
        XCTAssertEqual(reported.timeIntervalSince1970, 1_749_927_900)
    }

    func testUnknownSurfaceFallsBackToMixed() throws {
        let report = try TrailConditions.decode(#"{"surface": "scree", "reported_at": null}"#)
        XCTAssertEqual(report.surface, .mixed)
    }
}
