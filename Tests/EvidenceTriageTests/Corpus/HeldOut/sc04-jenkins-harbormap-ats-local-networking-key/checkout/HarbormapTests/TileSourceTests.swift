import XCTest
@testable import Harbormap

final class TileSourceTests: XCTestCase {
    func testThirdPartyHTTPTileServerLoads() async throws {
        let source = TileSource(template: "http://tiles.seamarks.example.org/{z}/{x}/{y}.png")
        let result = await source.fetchTile(z: 10, x: 544, y: 337)
        XCTAssertEqual(result.statusCode, 200, "\(result.error.map(String.init(describing:)) ?? "no error")")
    }
}
