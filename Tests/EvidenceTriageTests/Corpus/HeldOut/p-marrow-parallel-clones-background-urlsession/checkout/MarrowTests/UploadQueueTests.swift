import XCTest
@testable import Marrow

final class UploadQueueTests: XCTestCase {
    func testEnqueueUsesBackgroundSession() throws {
        let queue = UploadQueue(configuration: .background(withIdentifier: "io.marrow.uploads.test"))
        let file = try Fixtures.write("scan.pdf", bytes: 48_000)
        let task = try queue.enqueue(file, to: URL(string: "https://api.marrow.test/v1/scans")!)
        XCTAssertEqual(task.state, .running)
    }
}
