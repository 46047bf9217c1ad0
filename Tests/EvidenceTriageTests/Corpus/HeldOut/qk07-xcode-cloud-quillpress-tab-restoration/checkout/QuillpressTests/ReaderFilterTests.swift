import XCTest
@testable import Quillpress

final class ReaderFilterTests: XCTestCase {
    func testFollowedTagsExcludeMuted() {
        let filter = ReaderFilter(followed: ["swift", "ios", "cats"], muted: ["cats"])
        XCTAssertEqual(filter.activeTags, ["ios", "swift"])
    }
}
