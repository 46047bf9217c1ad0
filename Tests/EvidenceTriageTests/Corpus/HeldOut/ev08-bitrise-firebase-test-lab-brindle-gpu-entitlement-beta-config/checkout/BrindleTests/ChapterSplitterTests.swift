import XCTest
@testable import Brindle

final class ChapterSplitterTests: XCTestCase {
    func testSplitsOnSceneBreaks() {
        let text = "Opening scene.\n* * *\nSecond scene.\n***\nThird scene."
        XCTAssertEqual(ChapterSplitter.split(text), ["Opening scene.", "Second scene.", "Third scene."])
    }
}
