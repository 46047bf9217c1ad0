import XCTest
@testable import Fieldnote

final class GPXExporterTests: XCTestCase {
    func testTimestampsAreISO8601UTC() {
        let date = ISO8601DateFormatter().date(from: "2024-01-18T09:15:00Z")!
        XCTAssertEqual(GPXExporter().timestamp(date), "2024-01-18T09:15:00Z")
    }
}
