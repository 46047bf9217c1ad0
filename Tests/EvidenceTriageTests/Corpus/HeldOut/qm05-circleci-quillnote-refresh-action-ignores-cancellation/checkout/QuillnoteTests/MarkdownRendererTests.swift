import XCTest
@testable import Quillnote

final class MarkdownRendererTests: XCTestCase {
    func testNestedListDepths() {
        let md = "- groceries\n  - oat milk\n    - barista\n- errands"
        XCTAssertEqual(MarkdownRenderer.listDepths(md), [0, 1, 2, 0])
    }
}
