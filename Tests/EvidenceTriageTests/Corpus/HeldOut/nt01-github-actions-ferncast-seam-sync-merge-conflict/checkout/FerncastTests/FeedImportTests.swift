import XCTest
@testable import Ferncast

final class FeedImportTests: XCTestCase {
    func testOPMLImportKeepsFolderOrder() async throws {
        let importer = OPMLImporter(session: .stubbed(fixture: "subscriptions.opml", latency: .milliseconds(400)))
        let folders = try await importer.importFolders(timeout: 0.5)
        XCTAssertEqual(folders.map(\.title), ["News", "Tech", "Comedy"])
    }
}
