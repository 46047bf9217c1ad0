import XCTest
@testable import Fernhouse

final class GardenExportTests: XCTestCase {
    func testExportArchiveIncludesPhotos() throws {
        let garden = try GardenFixture.load("large-garden")   // 240 plants, 1,900 photos
        let archive = try GardenExporter(photoQuality: .original).export(garden)
        XCTAssertEqual(archive.photoCount, 1_900)
    }

    func testExportArchiveHasManifest() throws {
        let archive = try GardenExporter(photoQuality: .thumbnail).export(GardenFixture.load("small-garden"))
        XCTAssertNotNil(archive.manifest)
    }
}
