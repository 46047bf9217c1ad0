import XCTest
@testable import Pagewell

final class ChapterStoreTests: XCTestCase {
    private var store: ChapterStore!

    override func setUpWithError() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        store = ChapterStore(root: root)
    }

    private func tempPage(_ bytes: [UInt8]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try Data(bytes).write(to: url)
        return url
    }

    func testSavePageCreatesChapterFolder() throws {
        let saved = try store.savePage(try tempPage([0xFF, 0xD8]), chapterID: "0111", page: 1)
        XCTAssertEqual(saved.lastPathComponent, "001.jpg")
    }

    func testRedownloadReplacesExistingPage() throws {
        _ = try store.savePage(try tempPage([0xFF, 0xD8, 0x01]), chapterID: "0112", page: 4)
        let saved = try store.savePage(try tempPage([0xFF, 0xD8, 0x02]), chapterID: "0112", page: 4)
        XCTAssertEqual(try Data(contentsOf: saved).last, 0x02)
    }
}
