import WidgetKit
import XCTest
@testable import AlmanacWidgetKit

final class FeaturedArticleProviderTests: XCTestCase {
    func testEntryCarriesTitle() async {
        let provider = FeaturedArticleProvider(feed: StubFeed.today, images: StubImages.portrait1280x2048)
        let entry = await provider.makeEntry(family: .systemMedium)
        XCTAssertEqual(entry.title, "Lighthouse of Cordouan")
    }

    /// Portrait thumbnails (1280x2048) exceed WidgetKit's archival cap; the entry is dropped and
    /// the widget stays on its placeholder. Decode at the size the medium widget draws (160 pt @3x).
    func testEntryImageIsDownsampledToDisplaySize() async throws {
        let provider = FeaturedArticleProvider(feed: StubFeed.today, images: StubImages.portrait1280x2048)
        let entry = await provider.makeEntry(family: .systemMedium)
        let thumbnail = try XCTUnwrap(entry.thumbnail)

        XCTAssertLessThanOrEqual(max(thumbnail.pixelSize.width, thumbnail.pixelSize.height), 480,
                                 "entry image must be decoded at display size")
    }
}
