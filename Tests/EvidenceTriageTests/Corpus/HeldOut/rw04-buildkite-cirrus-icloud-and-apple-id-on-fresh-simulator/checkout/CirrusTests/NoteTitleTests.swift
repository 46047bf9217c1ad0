import XCTest
@testable import Cirrus

final class NoteTitleTests: XCTestCase {
    func testExplicitTitleWins() {
        XCTAssertEqual(Note(title: "Groceries", body: "eggs").displayTitle, "Groceries")
    }

    func testTitleFallsBackToFirstLine() {
        XCTAssertEqual(Note(title: " ", body: "\n\nCall the landlord\nabout the boiler").displayTitle, "Call the landlord")
    }
}
