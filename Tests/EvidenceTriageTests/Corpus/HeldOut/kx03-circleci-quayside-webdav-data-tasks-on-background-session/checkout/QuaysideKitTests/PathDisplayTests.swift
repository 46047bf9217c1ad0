import XCTest
@testable import QuaysideKit

final class PathDisplayTests: XCTestCase {
    func testKeepsShortPathsIntact() {
        XCTAssertEqual(PathDisplay.truncated("/Shared/a.pdf", limit: 30), "/Shared/a.pdf")
    }

    func testMiddleTruncationKeepsFileName() {
        let path = "/Shared/Invoices/2026/November/2026-11 receipt.pdf"
        let text = PathDisplay.truncated(path, limit: 20)
        XCTAssertEqual(text, "/Shared/…/2026-11 receipt.pdf", "the file name must stay visible")
    }
}
