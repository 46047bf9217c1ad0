import XCTest
@testable import SwitchbackSync

final class TileManifestTests: XCTestCase {
    func testMissingListsChangedEtags() {
        let local = TileManifest(region: "cascades", tiles: ["a": "1", "b": "2"])
        let remote = TileManifest(region: "cascades", tiles: ["a": "1", "b": "3", "c": "1"])
        XCTAssertEqual(local.missing(from: remote), ["b", "c"])
    }

    func testRoundTripsThroughJSON() throws {
        let m = TileManifest(region: "sierra", tiles: ["x": "9"])
        let data = try JSONEncoder().encode(m)
        XCTAssertEqual(try JSONDecoder().decode(TileManifest.self, from: data), m)
    }
}
