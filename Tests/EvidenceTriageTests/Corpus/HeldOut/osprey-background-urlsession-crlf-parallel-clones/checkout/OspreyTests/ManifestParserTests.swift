import XCTest
@testable import Osprey

final class ManifestParserTests: XCTestCase {
    func testParsesAlbumEntries() throws {
        let manifest = try ManifestParser.parse(Fixtures.data("manifest-3-albums.json"))
        XCTAssertEqual(manifest.albums.count, 3)
    }

    func testSkipsZeroByteEntries() throws {
        let manifest = try ManifestParser.parse(Fixtures.data("manifest-zero-byte.json"))
        XCTAssertEqual(manifest.assets.map(\.fileName), ["IMG_0001.HEIC", "IMG_0003.HEIC"])
    }
}
