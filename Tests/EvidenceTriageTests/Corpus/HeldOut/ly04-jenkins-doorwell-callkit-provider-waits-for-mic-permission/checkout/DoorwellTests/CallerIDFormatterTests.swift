import XCTest
@testable import Doorwell

final class CallerIDFormatterTests: XCTestCase {
    private let formatter = CallerIDFormatter()

    func testSwissNationalNumber() {
        XCTAssertEqual(formatter.string(from: "0446681800"), "04 466 818 00")
    }

    func testInternationalNumberKeepsPlusPrefix() {
        XCTAssertEqual(formatter.string(from: "+41 44 668 18 00"), "+41 44 668 18 00")
    }
}
