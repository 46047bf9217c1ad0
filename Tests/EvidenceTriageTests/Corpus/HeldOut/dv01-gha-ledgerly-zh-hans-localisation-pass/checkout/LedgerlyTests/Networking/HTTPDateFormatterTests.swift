import XCTest
@testable import Ledgerly

final class HTTPDateFormatterTests: XCTestCase {
    func testRFC1123HeaderUsesEnglishNames() {
        // 2023-04-05 11:12:34 UTC
        let date = Date(timeIntervalSince1970: 1_680_693_154)
        let value = HTTPDateFormatter.headerValue(for: date)
        XCTAssertEqual(value, "Wed, 05 Apr 2023 11:12:34 GMT")
    }

    func testHeaderIsStableAcrossCalls() {
        let date = Date(timeIntervalSince1970: 0)
        XCTAssertEqual(HTTPDateFormatter.headerValue(for: date), HTTPDateFormatter.headerValue(for: date))
    }
}
