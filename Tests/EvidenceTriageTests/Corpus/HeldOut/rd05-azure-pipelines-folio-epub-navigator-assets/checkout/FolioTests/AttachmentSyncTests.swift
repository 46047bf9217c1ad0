import XCTest
@testable import Folio

final class AttachmentSyncTests: XCTestCase {
    func testRemoteMetadataSyncKeepsLocalNeedsSyncFlag() throws {
        let db = try InMemoryLibrary()
        var attachment = Attachment(key: "R74LVARH", version: 12, md5: "9b1c")
        attachment.annotations.append(Annotation(key: "HL01", text: "down the rabbit hole"))
        attachment.needsSync = true
        try db.save(attachment)

        let remote = RemoteItem(key: "R74LVARH", version: 13, title: "Alice's Adventures in Wonderland (Annotated)")
        try ItemSyncProcessor(db: db).apply([remote])

        XCTAssertTrue(try db.attachment("R74LVARH").needsSync, "local annotation change lost its pending upload flag")
    }
}
