import XCTest
@testable import Harborpost

final class DraftStoreTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    func testDiscardDeletesAttachmentFolder() throws {
        let store = DraftStore(root: root)
        try store.save(draftID: "d1", body: "hi", attachments: ["a.png": Data([1, 2, 3])])
        try store.discard(draftID: "d1")
        XCTAssertFalse(FileManager.default.fileExists(atPath: store.attachmentFolder(for: "d1").path))
    }
}
