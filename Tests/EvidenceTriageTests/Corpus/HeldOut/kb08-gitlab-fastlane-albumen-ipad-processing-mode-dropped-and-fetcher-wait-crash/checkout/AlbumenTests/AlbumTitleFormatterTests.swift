import XCTest
@testable import Albumen

final class AlbumTitleFormatterTests: XCTestCase {
    func testShortTitlesUnchanged() {
        XCTAssertEqual(AlbumTitleFormatter.title("Lisbon"), "Lisbon")
    }

    func testTitleTruncatesWithEllipsis() {
        XCTAssertEqual(AlbumTitleFormatter.title("Summer in the Dolomites with Grandma"), "Summer in the Dolomites…")
    }
}
