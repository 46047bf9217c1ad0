import XCTest
@testable import Beacon

final class OfflineTilesDownloadTests: XCTestCase {
    func testDownloadsTilePack() async throws {
        let server = try LocalTileServer.start(serving: "berlin-z14.pack")
        defer { server.stop() }
        let downloader = TilePackDownloader(baseURL: server.url, destination: .temporaryDirectory)
        let pack = try await downloader.download(region: "berlin", zoom: 14)
        XCTAssertEqual(pack.tileCount, 4_096)
    }
}
