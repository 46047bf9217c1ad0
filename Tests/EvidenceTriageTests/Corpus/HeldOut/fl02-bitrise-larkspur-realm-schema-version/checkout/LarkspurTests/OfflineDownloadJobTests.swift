import XCTest
import RealmSwift
@testable import Larkspur

private struct StubFetcher: ArticleBodyFetching {
    func fetchBody(for url: String) async throws -> Data { Data("<html>\(url)</html>".utf8) }
}

/// The job behind the offline-download processing task, run directly against
/// a store copied from the last release's fixture (what a user upgrading has
/// on disk when the task first fires after the update).
final class OfflineDownloadJobTests: XCTestCase {
    private var workDir: URL!

    override func setUpWithError() throws {
        workDir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: workDir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: workDir)
    }

    func testDownloadsQueuedArticlesFromUpgradedStore() async throws {
        let source = try XCTUnwrap(Bundle(for: Self.self).url(forResource: "larkspur-4.7.0", withExtension: "realm"))
        let storeURL = workDir.appendingPathComponent("articles.realm")
        try FileManager.default.copyItem(at: source, to: storeURL)
        let job = OfflineDownloadJob(store: ArticleStore(fileURL: storeURL), fetcher: StubFetcher(), bodiesDirectory: workDir)

        let saved = try await job.run()

        XCTAssertEqual(saved, 4, "the 4.7.0 fixture has four queued articles")
    }

    func testEmptyQueueIsNoOp() async throws {
        let store = ArticleStore(fileURL: workDir.appendingPathComponent("fresh.realm"))
        let job = OfflineDownloadJob(store: store, fetcher: StubFetcher(), bodiesDirectory: workDir)
        let saved = try await job.run()
        XCTAssertEqual(saved, 0)
    }
}
