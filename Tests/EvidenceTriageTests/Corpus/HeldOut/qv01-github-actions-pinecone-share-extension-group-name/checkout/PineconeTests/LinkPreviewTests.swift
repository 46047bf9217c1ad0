import XCTest
@testable import Pinecone

final class LinkPreviewTests: XCTestCase {
    func testTitleTruncatedAtEightyCharacters() {
        let long = String(repeating: "a", count: 120)
        let preview = LinkPreview(url: URL(string: "https://example.org")!, rawTitle: long)
        XCTAssertEqual(preview.title.count, LinkPreview.maxTitleLength)
    }

    func testShortTitleUnchanged() {
        let preview = LinkPreview(url: URL(string: "https://example.org")!, rawTitle: "  Pines  ")
        XCTAssertEqual(preview.title, "Pines")
    }
}
