import XCTest
@testable import Kestrel

final class DialPadTests: XCTestCase {
    func testFormatsNationalNumber() {
        XCTAssertEqual(DialFormatter().format("4155550142"), "(415) 555-0142")
    }

    func testFormatsExtension() {
        XCTAssertEqual(DialFormatter().format("4155550142,,217"), "(415) 555-0142 ext. 217")
    }
}
