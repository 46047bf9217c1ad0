import XCTest
@testable import Fernbook

final class DraftWordCountTests: XCTestCase {
    func testCountsPlainWords() {
        XCTAssertEqual(DraftWordCount.count("Ferns unfurl in spring"), 4)
    }

    func testCountsHyphenatedWordsOnce() {
        XCTAssertEqual(DraftWordCount.count("a well-known fern"), 3)
    }
}
