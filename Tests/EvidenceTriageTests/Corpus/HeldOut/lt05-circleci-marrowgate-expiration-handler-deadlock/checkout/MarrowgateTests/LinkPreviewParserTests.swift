import XCTest
@testable import Marrowgate

final class LinkPreviewParserTests: XCTestCase {
    func testParsesOpenGraphTitle() throws {
        let html = #"<meta property="og:title" content="Tom &amp; Jerry: The Movie">"#
        let preview = try LinkPreviewParser.parse(html: html, url: URL(string: "https://example.com/t")!)
        XCTAssertEqual(preview.title, "Tom & Jerry: The Movie")
    }

    func testFallsBackToTitleTag() throws {
        let preview = try LinkPreviewParser.parse(html: "<title>Harbour news</title>", url: URL(string: "https://example.com/h")!)
        XCTAssertEqual(preview.title, "Harbour news")
    }
}
