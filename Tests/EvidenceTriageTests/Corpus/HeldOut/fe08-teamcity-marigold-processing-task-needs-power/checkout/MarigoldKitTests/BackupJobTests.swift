import XCTest
@testable import MarigoldKit

final class BackupJobTests: XCTestCase {
    func testCancelledBackupRemovesStagingFiles() async throws {
        let staging = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        let uploader = SlowUploader(delay: .milliseconds(50))
        let job = PhotoBackupJob(uploader: uploader, staging: staging)
        uploader.onFirstUpload = { job.cancel() }
        await XCTAssertThrowsErrorAsync(try await job.run(assets: Asset.fixtures(count: 5)))
        let left = (try? FileManager.default.contentsOfDirectory(atPath: staging.path)) ?? []
        XCTAssertEqual(left, [], "staging files left after cancellation")
    }
}
