import XCTest
@testable import App

final class DispatchWindowParserTests: XCTestCase {

    func testParsesDaytimeWindow() throws {
        let w = try DispatchWindowParser.parse("08:00-17:30")
        XCTAssertEqual(w.duration, 9.5 * 3600)
    }

    func testParsesOvernightWindow() throws {
        let w = try DispatchWindowParser.parse("22:00-06:00")
        XCTAssertEqual(w.duration, 8 * 3600)
    }
}
