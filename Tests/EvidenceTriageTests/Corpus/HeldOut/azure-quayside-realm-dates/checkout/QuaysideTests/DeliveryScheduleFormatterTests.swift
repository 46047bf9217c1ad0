import XCTest
@testable import Quayside

/// The CI test plan runs this bundle with region da_DK and 24-hour time (see CI.xctestplan).
final class DeliveryScheduleFormatterTests: XCTestCase {

    func testParsesCutoffTime() {
        let date = DeliveryScheduleFormatter.cutoffParser.date(from: "11/30/2026 06:15 PM")
        XCTAssertNotNil(date, "depot cutoff must parse regardless of device clock settings")
    }

    func testParsesLastModifiedHeader() {
        let date = DeliveryScheduleFormatter.httpDateParser.date(from: "Mon, 30 Nov 2026 18:15:00 GMT")
        XCTAssertEqual(date?.timeIntervalSince1970, 1_796_062_500)
    }
}
