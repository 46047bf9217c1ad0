import XCTest
@testable import Lumenpost

final class PhotoImportTests: XCTestCase {
    func testImportsSingleHEIC() throws {
        let importer = PhotoImporter(store: .inMemory())
        let result = try importer.importAssets(Fixtures.heic(count: 1))
        XCTAssertEqual(result.imported, 1)
    }

    func testImportsBurstOfLivePhotos() throws {
        // 120 Live Photos (HEIC + MOV pairs) decoded on the importer's concurrent queue.
        let importer = PhotoImporter(store: .inMemory())
        let result = try importer.importAssets(Fixtures.livePhotoBurst(count: 120))
        XCTAssertEqual(result.imported, 120)
        XCTAssertEqual(result.pairedVideos, 120)
    }
}
