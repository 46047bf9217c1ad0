//
//  RadarTileCacheTests.swift
//  LanternTests
//

import XCTest
@testable import Lantern

final class RadarTileCacheTests: XCTestCase {

    func testEvictsOldestTileFirst() throws {
        let cache = RadarTileCache(capacity: 2, directory: FileManager.default.temporaryDirectory
            .appendingPathComponent("tiles-\(UUID().uuidString)"))
        try cache.store(.fixture(x: 1, y: 1))
        try cache.store(.fixture(x: 1, y: 2))
        try cache.store(.fixture(x: 1, y: 3))
        // Eviction relies on file modification dates, which have 1 s granularity
        // on some volumes; two stores in the same second tie.
        XCTAssertEqual(cache.keys.sorted(), ["1-2", "1-3"])
    }
}
