import XCTest
@testable import Quaymark

final class InspectionFilenameTests: XCTestCase {
    private let date = ISO8601DateFormatter().date(from: "2026-11-24T09:30:00Z")!

    func testSequenceIsZeroPadded() {
        XCTAssertEqual(InspectionFilename.make(siteCode: "DUB-07", date: date, sequence: 7), "DUB-07_2026-11-24_0007.heic")
    }

    func testSiteCodeIsUppercased() {
        XCTAssertEqual(InspectionFilename.make(siteCode: "dub-07", date: date, sequence: 12), "DUB-07_2026-11-24_0012.heic")
    }
}
