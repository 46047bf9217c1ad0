import XCTest
@testable import AshgroveKit

final class ModelRefreshJobTests: XCTestCase {
    func testRefreshKeepsInstalledModelWhenDownloadFails() async throws {
        let store = InMemoryModelStore(installed: .init(version: "2026.10", bytes: 4_112))
        let job = ModelRefreshJob(downloader: FailingDownloader(error: URLError(.networkConnectionLost)), store: store)

        await XCTAssertThrowsErrorAsync(try await job.run())

        XCTAssertEqual(store.installed?.version, "2026.10")
    }
}
