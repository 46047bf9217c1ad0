import XCTest
@testable import Narrowlane

final class ChapterPrefetchTests: XCTestCase {
    func testNextChapterPrefetchedWhileListening() {
        let prefetcher = ChapterPrefetcher()
        let done = expectation(description: "chapter-2 prefetched")
        prefetcher.onPrefetched = { id in if id == "chapter-2" { done.fulfill() } }

        prefetcher.prefetch(chapter: .fixture(id: "chapter-2", host: "127.0.0.1:8099", bytes: 9_400_000))

        wait(for: [done], timeout: 90)
    }
}
