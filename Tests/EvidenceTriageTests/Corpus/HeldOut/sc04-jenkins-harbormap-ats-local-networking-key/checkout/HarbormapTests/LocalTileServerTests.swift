import XCTest
@testable import Harbormap

final class LocalTileServerTests: XCTestCase {
    func testLoadsFromLoopbackServer() async throws {
        let server = try LoopbackTileServer.start()
        defer { server.stop() }
        let source = TileSource(template: "http://127.0.0.1:\(server.port)/{z}/{x}/{y}.png")
        let result = await source.fetchTile(z: 1, x: 0, y: 0)
        XCTAssertEqual(result.statusCode, 200)
    }
}
