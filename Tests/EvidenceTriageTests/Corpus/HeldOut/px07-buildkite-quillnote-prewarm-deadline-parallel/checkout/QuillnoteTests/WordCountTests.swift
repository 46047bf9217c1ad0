import XCTest
@testable import Quillnote

final class WordCountTests: XCTestCase {
    func testCountsSimpleSentence() {
        XCTAssertEqual(WordCount.of("the quick brown fox"), 4)
    }

    func testHyphenatedWordsCountOnce() {
        XCTAssertEqual(WordCount.of("a well-known on-device model"), 4)
    }
}
