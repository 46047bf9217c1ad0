import XCTest
@testable import Pennant

final class ISODateFormatterTests: XCTestCase {
    func testFormatsMillisecondsInUTC() {
        let date = Date(timeIntervalSince1970: 1_700_000_000.123)
        XCTAssertEqual(PennantISO8601.string(from: date), "2023-11-14T22:13:20.123Z")
    }
}
