import XCTest
@testable import Beaconly

final class BackgroundUploaderTests: XCTestCase {
    func testBatchUploadUsesBackgroundSession() {
        let uploader = BackgroundUploader(endpoint: URL(string: "https://ingest.beaconly.test")!)
        let task = uploader.upload(batch: .fixture(events: 12))
        XCTAssertEqual(task.taskDescription?.isEmpty, false)
    }
}
