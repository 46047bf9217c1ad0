import XCTest
@testable import Lanternfish

final class WordCountTests: XCTestCase {
    func testPlainSentence() { XCTAssertEqual(WordCount.count("The tide turned at dusk."), 5) }

    func testHyphenatedWordsCountOnce() {
        XCTAssertEqual(WordCount.count("A well-known half-remembered song"), 4)
    }
}
