import XCTest
@testable import Larkspur

final class ComposerViewModelTests: XCTestCase {
    func testSendButtonEnabledForText() {
        let model = ComposerViewModel()
        model.draft = "on my way"
        XCTAssertTrue(model.canSend)
    }

    func testSendButtonDisabledForWhitespace() {
        let model = ComposerViewModel()
        model.draft = "  \n  "
        XCTAssertFalse(model.canSend)
    }
}
