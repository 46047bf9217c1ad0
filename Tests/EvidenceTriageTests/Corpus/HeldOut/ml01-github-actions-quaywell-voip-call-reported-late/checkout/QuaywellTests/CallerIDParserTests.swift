import XCTest
@testable import Quaywell

final class CallerIDParserTests: XCTestCase {
    func testParsesE164() {
        XCTAssertEqual(CallerIDParser.parse("+49 30 123456")?.e164, "+4930123456")
    }

    func testParsesE164WithExtension() {
        let parsed = CallerIDParser.parse("+49 30 123456 x12")
        XCTAssertEqual(parsed?.ext, "12")
    }
}
