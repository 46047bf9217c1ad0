import XCTest
@testable import OrbitCart

final class PhotoBackupTaskTests: XCTestCase {
    func testExpirationLeavesNoStagedFiles() async throws {
        let staging = try TemporaryDirectory()
        let runner = PhotoBackupRunner(staging: staging.url, transport: RecordingTransport(delay: .milliseconds(40)))
        let fakeTask = FakeProcessingTask(identifier: "com.orbitcart.app.photo-backup")
        let run = Task { await runner.handle(fakeTask) }
        try await Task.sleep(for: .milliseconds(20))
        fakeTask.expire()
        await run.value
        XCTAssertEqual(try staging.contents().count, 0)
        XCTAssertEqual(fakeTask.completedSuccess, false)
    }
}
