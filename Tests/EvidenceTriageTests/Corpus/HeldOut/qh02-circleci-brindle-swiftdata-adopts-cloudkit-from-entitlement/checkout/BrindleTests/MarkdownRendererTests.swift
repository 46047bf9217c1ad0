import XCTest
@testable import Brindle

final class MarkdownRendererTests: XCTestCase {
    func testBoldAndItalicNest() {
        let out = MarkdownRenderer().runs(for: "**bold _both_**")
        XCTAssertEqual(out.map(\.traits), [[.bold], [.bold, .italic]])
    }

    func testPlainTextUnchanged() {
        XCTAssertEqual(MarkdownRenderer().runs(for: "hello").map(\.text), ["hello"])
    }
}
