import XCTest
@testable import Tessera

final class ComposerViewModelTests: XCTestCase {
    func testMentionTokenization() {
        let vm = ComposerViewModel(directory: .fixture(["ana", "ana.lee", "bo"]))
        vm.text = "ping @ana.lee and @bo."
        let mentions = vm.mentions.map(\.handle)
        XCTAssertEqual(mentions, ["ana.lee", "bo"])
    }
}
