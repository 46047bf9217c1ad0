import XCTest
import Hub
@testable import App

final class ModelCacheTests: XCTestCase {
    func testCacheDirectoryIsExcludedFromBackup() throws {
        let values = try ModelCache.directory.resourceValues(forKeys: [.isExcludedFromBackupKey])
        XCTAssertEqual(values.isExcludedFromBackup, true)
    }

    func testDownloadsOnDeviceModelInBackground() async throws {
        let hub = HubApi(downloadBase: ModelCache.directory, useBackgroundSession: true)
        let folder = try await hub.snapshot(from: Hub.Repo(id: "jacana-labs/tiny-tagger"), matching: ["*.json"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appending(path: "config.json").path))
    }
}
