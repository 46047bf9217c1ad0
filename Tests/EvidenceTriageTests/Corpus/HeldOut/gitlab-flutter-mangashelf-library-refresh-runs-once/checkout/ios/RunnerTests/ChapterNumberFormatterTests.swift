import XCTest
@testable import Runner

final class ChapterNumberFormatterTests: XCTestCase {
    func testFormatsHalfChapters() {
        XCTAssertEqual(ChapterNumberFormatter().string(from: 10.5), "Ch. 10.5")
    }
}
