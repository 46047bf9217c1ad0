import XCTest
@testable import BrightmossKit

final class JournalBackupJobTests: XCTestCase {
    func testCursorNotAdvancedWhenUploadFails() async {
        let cursor = InMemoryCursorStore(value: 40)
        let uploader = FakeUploader(failOnBatch: 1)
        let job = JournalBackupJob(cursor: cursor, uploader: uploader, source: .fixture(count: 80))
        _ = try? await job.run()
        XCTAssertEqual(cursor.value, 60)
    }
}
