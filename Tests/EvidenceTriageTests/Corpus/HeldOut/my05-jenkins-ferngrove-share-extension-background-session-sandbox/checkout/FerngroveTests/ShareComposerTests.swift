import XCTest
@testable import FerngroveKit

final class ShareComposerTests: XCTestCase {
    func testURLAttachmentBecomesLinkCard() throws {
        let c = ShareComposer()
        c.add(.url(URL(string: "https://ferngrove.example/walks/412")!))
        XCTAssertEqual(c.cards.first?.kind, .link)
    }

    func testEmptyTextDisablesPost() {
        let c = ShareComposer()
        c.text = "   \n"
        XCTAssertFalse(c.canPost)
    }
}
