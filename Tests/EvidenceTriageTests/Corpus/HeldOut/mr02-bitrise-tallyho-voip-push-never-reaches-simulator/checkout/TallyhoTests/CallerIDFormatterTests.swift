import XCTest
@testable import Tallyho

final class CallerIDFormatterTests: XCTestCase {
    func testFormatsE164ForDisplay() {
        let f = CallerIDFormatter(region: "DE")
        XCTAssertEqual(f.display("+4930901820"), "030 901820")
    }
}

