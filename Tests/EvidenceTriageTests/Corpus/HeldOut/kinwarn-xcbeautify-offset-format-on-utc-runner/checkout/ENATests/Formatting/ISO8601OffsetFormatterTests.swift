import XCTest
@testable import ENA

final class ISO8601OffsetFormatterTests: XCTestCase {

    func testExposureWindowTimestampKeepsNumericOffset() {
        let date = Date(timeIntervalSince1970: 1_643_760_000)
        XCTAssertEqual(ISO8601OffsetFormatter.shared.string(from: date), "2022-02-02T00:00:00+00:00")
    }
}
