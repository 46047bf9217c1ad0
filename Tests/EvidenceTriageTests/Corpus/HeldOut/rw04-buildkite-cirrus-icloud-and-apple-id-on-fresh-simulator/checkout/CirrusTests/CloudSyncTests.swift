import XCTest
import CloudKit
@testable import Cirrus

final class CloudSyncTests: XCTestCase {
    let account = CloudAccount()

    func testAccountStatusIsAvailable() async throws {
        let status = try await account.status()
        XCTAssertEqual(status, .available)
    }

    func testUploadNoteToPrivateDatabase() async throws {
        let note = Note(title: "CI smoke", body: "uploaded from CI")
        let saved = try await account.upload(note)
        XCTAssertEqual(saved["title"] as? String, "CI smoke")
    }
}
