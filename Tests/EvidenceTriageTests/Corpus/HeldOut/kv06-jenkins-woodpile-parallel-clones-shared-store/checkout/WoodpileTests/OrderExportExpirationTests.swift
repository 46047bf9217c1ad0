import XCTest
@testable import Woodpile

final class OrderExportExpirationTests: XCTestCase {
    func testExpirationRemovesStagedFiles() async throws {
        let staging = try TemporaryDirectory()
        let job = OrderExportJob(stagingDirectory: staging.url, uploader: SlowUploader(delay: 30))
        let task = FakeProcessingTask(identifier: "com.woodpile.shop.order-export")
        job.start(task)
        try await Task.sleep(for: .milliseconds(100))
        task.expire()
        await job.finished()
        XCTAssertEqual(try staging.contents().count, 0, "staged CSV parts left behind after expiration")
    }
}
