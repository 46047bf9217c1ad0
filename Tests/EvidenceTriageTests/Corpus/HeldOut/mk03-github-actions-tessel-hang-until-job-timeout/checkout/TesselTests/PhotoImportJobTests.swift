import XCTest
@testable import Tessel

final class PhotoImportJobTests: XCTestCase {
    func testImportCopiesAllAssets() async throws {
        let fs = TemporaryFileSystem()
        let job = PhotoImportJob(source: FixtureAssetSource(count: 4), fileSystem: fs)
        try await job.run()
        XCTAssertEqual(fs.files(in: .library).count, 4)
    }

    func testCancelledImportRemovesStagingFiles() async throws {
        let fs = TemporaryFileSystem()
        let source = FixtureAssetSource(count: 10, delayPerAsset: .milliseconds(20))
        let job = PhotoImportJob(source: source, fileSystem: fs)
        let run = Task { try await job.run() }
        try await Task.sleep(for: .milliseconds(70))
        run.cancel()
        _ = try? await run.value
        XCTAssertEqual(fs.files(in: .staging), [], "staging should be empty after cancellation")
    }
}
