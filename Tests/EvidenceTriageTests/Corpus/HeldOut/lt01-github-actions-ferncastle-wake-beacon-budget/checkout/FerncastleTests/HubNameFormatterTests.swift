import XCTest
@testable import Ferncastle

final class HubNameFormatterTests: XCTestCase {
    func testShortNamesAreUnchanged() {
        XCTAssertEqual(HubNameFormatter.tileTitle(for: "Kitchen"), "Kitchen")
    }

    func testTrimsWhitespace() {
        XCTAssertEqual(HubNameFormatter.tileTitle(for: "  Garage \n"), "Garage")
    }

    func testTruncatesLongNamesWithEllipsis() {
        let title = HubNameFormatter.tileTitle(for: "Living Room Hub Upstairs")
        XCTAssertEqual(title, "Living Room Hub Ups…")
        XCTAssertEqual(title.count, HubNameFormatter.maxLength)
    }
}
