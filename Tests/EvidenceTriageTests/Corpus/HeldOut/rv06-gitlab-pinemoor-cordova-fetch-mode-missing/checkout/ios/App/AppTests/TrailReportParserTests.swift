import XCTest
@testable import App

final class TrailReportParserTests: XCTestCase {
    func testNoClosure() {
        XCTAssertNil(TrailReportParser.closure(in: "Open, muddy near the ford"))
    }

    func testParsesClosureWindow() {
        XCTAssertEqual(TrailReportParser.closure(in: "Closed 06:00-14:30 for logging"),
                       ClosureWindow(from: "06:00", to: "14:30"))
    }
}
