import XCTest
import UniformTypeIdentifiers
@testable import Pinmark

final class ShareURLExtractorTests: XCTestCase {
    func testExtractsURLFromSingleURLItem() {
        let url = URL(string: "https://example.org/a")!
        let items = [[ShareURLExtractor.Attachment(typeIdentifier: UTType.url.identifier, value: url)]]
        XCTAssertEqual(ShareURLExtractor.firstURL(in: items), url)
    }

    func testExtractsURLWhenFirstAttachmentIsTitleText() {
        let url = URL(string: "https://news.example.com/story/8812")!
        let items = [[
            ShareURLExtractor.Attachment(typeIdentifier: UTType.plainText.identifier, value: "Harbour tunnel reopens"),
            ShareURLExtractor.Attachment(typeIdentifier: UTType.url.identifier, value: url),
        ]]
        XCTAssertEqual(ShareURLExtractor.firstURL(in: items), url)
    }
}
