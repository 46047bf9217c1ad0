import XCTest
@testable import Quaver

final class TranscriptPunctuationTests: XCTestCase {
    private let punctuator = TranscriptPunctuator()

    func testCommaIsReplaced() {
        XCTAssertEqual(punctuator.apply(to: "milk comma eggs comma bread"), "Milk, eggs, bread")
    }

    func testFullStopStartsNewSentence() {
        XCTAssertEqual(punctuator.apply(to: "done full stop next item"), "Done. Next item")
    }

    func testSpokenQuestionMarkIsNotDoubled() {
        let text = punctuator.apply(to: "are you coming tonight question mark?")
        XCTAssertEqual(text, "are you coming tonight?")
    }
}
