import XCTest
@testable import Hollowbrook

final class WaypointNameFormatterTests: XCTestCase {
    func testTrimsWhitespace() {
        XCTAssertEqual(WaypointNameFormatter.clean("  Summit cairn "), "Summit cairn")
    }

    func testCollapsesInternalSpaces() {
        XCTAssertEqual(WaypointNameFormatter.clean("Lower   ford"), "Lower ford")
    }

    func testKeepsEmoji() {
        XCTAssertEqual(WaypointNameFormatter.clean("Camp ⛺️"), "Camp ⛺️")
    }
}
