import XCTest
@testable import Tallow

final class ComposerViewTests: XCTestCase {
    func testSendButtonEnabledWithText() {
        let view = ComposerView(model: .preview)
        view.textView.insertText("Ship it")
        XCTAssertTrue(view.sendButton.isEnabled, "send button not enabled after typing")
    }

    func testSendButtonDisabledWhenEmpty() {
        XCTAssertFalse(ComposerView(model: .preview).sendButton.isEnabled)
    }
}
