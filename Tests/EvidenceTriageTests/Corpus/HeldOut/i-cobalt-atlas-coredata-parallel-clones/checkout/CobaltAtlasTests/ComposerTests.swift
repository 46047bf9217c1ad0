import XCTest
@testable import CobaltAtlas

final class ComposerTests: XCTestCase {
    func testMentionAutocomplete() {
        let composer = Composer(directory: .fixture)
        XCTAssertEqual(composer.suggestions(for: "@ma").map(\.handle), ["maya", "marco"])
    }

    func testEmptyDraftDisablesSend() {
        XCTAssertFalse(Composer(directory: .fixture).canSend)
    }
}
