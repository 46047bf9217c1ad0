import XCTest
@testable import BrindleServer

final class MarkdownRendererTests: XCTestCase {
    func testRendersNestedLists() {
        let html = MarkdownRenderer().html(from: "- a\n  - b\n- c")
        XCTAssertEqual(html, "<ul><li>a<ul><li>b</li></ul></li><li>c</li></ul>")
    }
}
