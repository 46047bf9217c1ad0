//
//  HeadlineCacheTests.swift
//  GazetteTests
//

import XCTest
@testable import GazetteKit

final class HeadlineCacheTests: XCTestCase {
    func testEvictsOldestWhenFull() {
        let cache = HeadlineCache(capacity: 2)
        cache.insert("a")
        cache.insert("b")
        cache.insert("c")
        XCTAssertEqual(cache.ids, ["b", "c"])
    }
}
