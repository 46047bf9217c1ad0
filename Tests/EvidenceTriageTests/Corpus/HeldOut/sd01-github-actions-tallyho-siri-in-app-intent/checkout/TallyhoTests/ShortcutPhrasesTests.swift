import XCTest
import AppIntents
@testable import Tallyho

final class ShortcutPhrasesTests: XCTestCase {
    func testEveryPhraseMentionsApplicationName() {
        for phrase in TallyhoShortcuts.phraseTemplates {
            XCTAssertTrue(phrase.contains("${applicationName}"), "phrase without app name: \(phrase)")
        }
    }
}
