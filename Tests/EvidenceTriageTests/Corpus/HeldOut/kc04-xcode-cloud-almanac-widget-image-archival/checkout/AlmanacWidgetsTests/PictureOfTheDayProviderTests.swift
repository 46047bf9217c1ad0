import WidgetKit
import XCTest
@testable import AlmanacWidgetKit

final class PictureOfTheDayProviderTests: XCTestCase {
    private var images: CountingImageFetcher!
    private var cache: SharedImageCache!

    override func setUp() {
        images = CountingImageFetcher(serving: StubImages.landscape960x640)
        cache = SharedImageCache(directory: FileManager.default.temporaryDirectory
            .appendingPathComponent(UUID().uuidString))
    }

    func testSmallFamilyRequests500px() async {
        let provider = PictureOfTheDayProvider(feed: StubFeed.today, images: images, cache: cache)
        _ = await provider.makeEntry(family: .systemSmall)
        XCTAssertEqual(images.requestedURLs.last?.lastPathComponent.hasPrefix("500px-"), true)
    }

    func testSecondTimelineUsesCachedImage() async {
        let provider = PictureOfTheDayProvider(feed: StubFeed.today, images: images, cache: cache)
        _ = await provider.makeEntry(family: .systemLarge)
        _ = await provider.makeEntry(family: .systemLarge)

        XCTAssertEqual(images.requestCount, 1, "second timeline should be served from the image cache")
    }
}
