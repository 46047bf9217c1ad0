//
//  TileCacheTests.swift
//  FieldKitTests
//

import XCTest
@testable import FieldKit

final class TileCacheTests: XCTestCase {

    func testEvictsLeastRecentlyUsedTiles() throws {
        let cache = TileCache(capacityBytes: 64 * 1024 * 1024)
        for z in 10...15 {
            for tile in TileRange.county("Larimer").tiles(atZoom: z) {
                cache.insert(TileData.fixture(size: 48 * 1024), for: tile)
            }
        }
        XCTAssertLessThanOrEqual(cache.totalBytes, 64 * 1024 * 1024)
        XCTAssertNil(cache.data(for: TileRange.county("Larimer").tiles(atZoom: 10).first!))
    }

    func testHitMovesTileToFront() {
        let cache = TileCache(capacityBytes: 1024)
        cache.insert(TileData.fixture(size: 400), for: .init(x: 1, y: 1, z: 12))
        cache.insert(TileData.fixture(size: 400), for: .init(x: 2, y: 1, z: 12))
        _ = cache.data(for: .init(x: 1, y: 1, z: 12))
        cache.insert(TileData.fixture(size: 400), for: .init(x: 3, y: 1, z: 12))
        XCTAssertNotNil(cache.data(for: .init(x: 1, y: 1, z: 12)))
    }
}
