import XCTest

extension XCUIApplication {
    /// Types by tapping the software keyboard's keys one by one.
    /// `typeText` bypasses the search field's per-keystroke debounce, which is
    /// what these tests exercise, so we press real keys instead.
    func typeWithKeys(_ text: String) {
        for character in text {
            let key = character == " " ? keys["space"] : keys[String(character)]
            key.tap()
        }
    }
}
