import XCTest
@testable import Fernwell

final class JournalStoreTests: XCTestCase {
    func testDeleteEntryRemovesAttachments() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        let store = try JournalStore(directory: dir)
        let entry = try store.add(text: "Walked 5k", attachments: [Fixtures.photo])
        try store.delete(entry.id)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("attachments").path)
        XCTAssertTrue(leftovers.isEmpty, "attachments left behind: \(leftovers)")
    }
}
