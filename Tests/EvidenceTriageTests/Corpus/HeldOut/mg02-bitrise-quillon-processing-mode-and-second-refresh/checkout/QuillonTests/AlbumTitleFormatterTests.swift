import XCTest
@testable import Quillon

final class AlbumTitleFormatterTests: XCTestCase {
    func testShortDateTitle() {
        let date = Date(timeIntervalSince1970: 1_786_613_400)   // 13 Aug 2026
        XCTAssertEqual(AlbumTitleFormatter().shortTitle(for: date), "Aug 13, 2026")
    }
}
