import XCTest
import BackgroundTasks
@testable import Sorrel

final class BackupProcessingTests: XCTestCase {
    func testNightlyBackupRunsAfterSubmit() throws {
        let ran = expectation(description: "nightly backup handler ran")
        NightlyBackup.shared.onRunForTesting = { ran.fulfill() }
        try NightlyBackup.shared.schedule(after: 60)
        wait(for: [ran], timeout: 300)
    }

    func testExpirationLeavesNoPartialArchive() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        let task = FakeProcessingTask()
        let job = BackupJob(stagingDirectory: dir, entries: .fixture(count: 400))
        async let run: Void = job.run(task)
        try await Task.sleep(nanoseconds: 50_000_000)
        task.expire()
        await run
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        XCTAssertEqual(leftovers, [], "staging directory not cleaned after expiration")
    }
}
