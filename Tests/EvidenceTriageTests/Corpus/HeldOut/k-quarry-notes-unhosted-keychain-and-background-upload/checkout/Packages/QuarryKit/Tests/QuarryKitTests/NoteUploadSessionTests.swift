import XCTest
@testable import QuarryKit

final class NoteUploadSessionTests: XCTestCase {
    func testUploadsQueuedNoteInBackgroundSession() throws {
        let uploader = NoteUploadSession()
        let note = try QueuedNote.fixture(named: "meeting-notes")
        let done = expectation(description: "upload finished")
        uploader.upload(note) { result in
            XCTAssertEqual(try? result.get(), 204)
            done.fulfill()
        }
        wait(for: [done], timeout: 30)
    }
}
