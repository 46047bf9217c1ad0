import XCTest
@testable import Fernhouse

final class PhotoCleanupJobTests: XCTestCase {
    private var staging: URL!

    override func setUpWithError() throws {
        setenv("EVIDENCE_TEST_ID", "PhotoCleanupJobTests/\(name.split(separator: " ").last!.dropLast())", 1)
        staging = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        PhotoLibrary.shared.seed(pending: 4)
    }

    func testCompletedCleanupRemovesStagingFiles() throws {
        let task = FakeProcessingTask()
        PhotoCleanupJob(directory: staging, recorder: .shared).run(task)
        XCTAssertFalse(FileManager.default.fileExists(atPath: staging.path))
        XCTAssertEqual(task.completedSuccess, true)
    }

    func testCancelledCleanupRemovesStagingFiles() throws {
        let task = FakeProcessingTask(expireAfterItems: 2)
        PhotoCleanupJob(directory: staging, recorder: .shared).run(task)

        let left = (try? FileManager.default.contentsOfDirectory(atPath: staging.path)) ?? []
        XCTAssertTrue(left.isEmpty, "\(left.count) staged thumbnails left in \(staging.lastPathComponent) after expiration")
        XCTAssertEqual(task.completedSuccess, false)
    }
}
