import XCTest
@testable import Emberfold

final class MoodTagParserTests: XCTestCase {
    func testParsesHashTags() {
        XCTAssertEqual(MoodTagParser.tags(in: "slept well #calm #grateful"), ["calm", "grateful"])
    }

    func testParsesEmojiTags() {
        XCTAssertEqual(MoodTagParser.tags(in: "long day #😴 #☕️"), ["😴", "☕️"])
    }
}
