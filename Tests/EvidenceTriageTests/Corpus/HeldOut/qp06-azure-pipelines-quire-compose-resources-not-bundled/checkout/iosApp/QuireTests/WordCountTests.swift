import XCTest
import QuireShared

final class WordCountTests: XCTestCase {
    func testCountsPlainWords() {
        XCTAssertEqual(WordCounter.shared.count(text: "the quiet harbour"), 3)
    }

    func testCountsHyphenatedWordsOnce() {
        XCTAssertEqual(WordCounter.shared.count(text: "a well-known sea-side town"), 4)
    }
}
