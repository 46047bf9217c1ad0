import XCTest
@testable import Sorrel

final class AttachmentCompactionJobTests: XCTestCase {
    func testCompactsAllAttachments() async throws {
        let dir = try TestDirectory()
        try await AttachmentCompactionJob(root: dir.url).run(expiration: .never)
        XCTAssertEqual(try dir.files(matching: "*.tmp"), [])
    }

    func testExpirationLeavesNoTempFiles() async throws {
        let dir = try TestDirectory(fixture: "attachments-40")
        let expiration = TestExpiration(after: 5)                 // fires after 5 attachments
        try? await AttachmentCompactionJob(root: dir.url).run(expiration: expiration)
        XCTAssertEqual(try dir.files(matching: "*.tmp"), [])
    }
}
