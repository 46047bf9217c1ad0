import TVServices
import XCTest
@testable import MarqueeTV

final class TopShelfContentProviderTests: XCTestCase {
    private let item = TopShelfSnapshot.Item(
        id: "tt-5521", title: "The Long Shift",
        posterURL: URL(string: "https://img.marquee.tv/p/tt-5521/1920x1080.jpg")!,
        cachedPosterFileURL: TopShelfCache.directory.appendingPathComponent("tt-5521.jpg"))

    func testDeepLinkOpensPlayer() {
        XCTAssertEqual(ContentProvider.makeItem(item).playAction?.url.absoluteString, "marquee://play/tt-5521")
    }

    func testSectionsForSignedOutUser() {
        XCTAssertEqual(TopShelfSnapshot.make(continueWatching: [], newEpisodes: [item]).sections.count, 2)
    }

    /// Since tvOS 13.4 the top shelf no longer renders images from file URLs in the
    /// extension's container (Re-Lax#4); items must point at remote images.
    func testItemImagesUseRemoteURLs() throws {
        let shelfItem = ContentProvider.makeItem(item)
        let url = try XCTUnwrap(shelfItem.imageURL(for: .screenScale1x))

        XCTAssertFalse(url.isFileURL, "top shelf image for \"\(item.title)\" is a file URL (\(url.absoluteString))")
    }
}
