import CoreData
import XCTest

final class ReadingListPrefetchJobTests: XCTestCase {
    private final class FakeDownloader: ArticleDownloading {
        var downloaded: [URL] = []
        func download(_ url: URL) async throws { downloaded.append(url) }
    }

    func testPrefetchMarksArticlesOffline() async throws {
        let context = try TestStack.makeContext()
        let bookmark = Bookmark(context: context)
        bookmark.id = UUID()
        bookmark.url = URL(string: "https://example.org/essay")!
        bookmark.title = "Essay"
        bookmark.savedAt = Date()
        try context.save()

        let downloader = FakeDownloader()
        try await ReadingListPrefetchJob(context: context, downloader: downloader).run()
        XCTAssertEqual(downloader.downloaded, [bookmark.url])
        XCTAssertTrue(bookmark.isAvailableOffline)
    }
}
