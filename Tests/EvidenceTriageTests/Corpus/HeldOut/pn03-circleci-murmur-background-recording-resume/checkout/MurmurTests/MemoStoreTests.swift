import XCTest
@testable import Murmur

final class MemoStoreTests: XCTestCase {
    func testDeleteRemovesFile() throws {
        let store = MemoStore(directory: FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString))
        let memo = try store.create(data: Data(repeating: 1, count: 64))
        try store.delete(memo)
        XCTAssertFalse(FileManager.default.fileExists(atPath: memo.fileURL.path))
    }
}
