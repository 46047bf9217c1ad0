//
//  ThumbnailPrefetcherTests.swift
//  DocksideTests
//

import XCTest
@testable import Dockside

final class ThumbnailPrefetcherTests: XCTestCase {

    func testPrefetchSkipsCachedThumbnails() {
        let cache = InMemoryThumbnailCache(prefilled: HarbourPhoto.fixtures(count: 3).map(\.id))
        let prefetcher = ThumbnailPrefetcher(cache: cache, renderer: CountingRenderer())
        let done = expectation(description: "done")
        prefetcher.prefetch(HarbourPhoto.fixtures(count: 3)) { rendered in
            XCTAssertEqual(rendered, 0)
            done.fulfill()
        }
        wait(for: [done], timeout: 2)
    }

    func testPrefetchFinishesWithinTwoSeconds() {
        let prefetcher = ThumbnailPrefetcher(cache: InMemoryThumbnailCache(), renderer: CountingRenderer())
        let done = expectation(description: "12 thumbnails prefetched")
        prefetcher.prefetch(HarbourPhoto.fixtures(count: 12)) { _ in done.fulfill() }
        // Twelve 96×96 renders take ~150 ms on an iPhone 13.
        wait(for: [done], timeout: 2)
    }
}
