import XCTest
@testable import Tidemark

/// Drives ChartCatalog.refresh() directly against stubbed responses (no scheduler involved).
final class ChartCatalogRefreshTests: XCTestCase {
    private var root: URL!
    private var session: URLSession!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let config = URLSessionConfiguration.ephemeral
        config.protocolClasses = [StubURLProtocol.self]
        session = URLSession(configuration: config)
    }

    override func tearDownWithError() throws {
        StubURLProtocol.reset()
        try? FileManager.default.removeItem(at: root)
    }

    func testRefreshDownloadsNewTiles() async throws {
        StubURLProtocol.catalog = Fixtures.catalog(count: 14, etagPrefix: "W/")
        let fetched = try await ChartCatalog(session: session, store: TileStore(root: root)).refresh()
        XCTAssertEqual(fetched, 14)
    }

    func testRefreshSkipsUnchangedTiles() async throws {
        StubURLProtocol.catalog = Fixtures.catalog(count: 14, etagPrefix: "W/")
        let catalog = ChartCatalog(session: session, store: TileStore(root: root))
        try await catalog.refresh()
        StubURLProtocol.requestedTiles.removeAll()

        let fetched = try await catalog.refresh()
        XCTAssertEqual(fetched, 0, "tiles with an unchanged ETag were downloaded again")
    }
}
