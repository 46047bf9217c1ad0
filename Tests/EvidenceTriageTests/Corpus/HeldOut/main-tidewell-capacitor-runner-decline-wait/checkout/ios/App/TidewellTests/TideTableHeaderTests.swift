import XCTest
@testable import App

final class TideTableHeaderTests: XCTestCase {
    func testCopyrightYearUsesCreationDate() {
        let header = TideTableHeader(createdAt: Date(timeIntervalSince1970: 0))
        XCTAssertEqual(header.copyrightLine, "© 1970 Tidewell Tide Tables")
    }
}
