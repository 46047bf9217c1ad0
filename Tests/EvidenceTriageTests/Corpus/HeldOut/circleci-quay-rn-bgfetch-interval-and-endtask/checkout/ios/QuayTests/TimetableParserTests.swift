import XCTest
@testable import Quay

final class TimetableParserTests: XCTestCase {
    func testParsesSameDaySailing() throws {
        let sailing = try TimetableParser().sailings(from: .fixture("portree-day.json")).first
        XCTAssertEqual(sailing?.duration, 45 * 60)
    }

    func testParsesOvernightSailing() throws {
        let sailing = try TimetableParser().sailings(from: .fixture("aberdeen-lerwick.json")).first
        XCTAssertEqual(sailing?.duration, 12 * 60 * 60 + 30 * 60)
    }
}
