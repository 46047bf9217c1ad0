import XCTest
@testable import Tern

final class MarkdownRendererTests: XCTestCase {
    private let renderer = MarkdownRenderer()

    func testHeadingRendersBold() {
        let out = renderer.render("# Ridge walk")
        XCTAssertEqual(out.runs.first?.traits, [.bold, .heading(1)])
    }

    func testChecklistRendersCheckbox() {
        let out = renderer.render("- [x] Refill water\n- [ ] Check tide table")
        XCTAssertEqual(out.plainText, "☑ Refill water\n☐ Check tide table")
    }
}
