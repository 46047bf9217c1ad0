import XCTest
@testable import Tarnwell

final class CaptionParserTests: XCTestCase {
    func testStripsZeroWidthJoiner() {
        let caption = CaptionParser().clean("sunset\u{200D} at the pier")
        XCTAssertEqual(caption, "sunset at the pier")
    }
}
