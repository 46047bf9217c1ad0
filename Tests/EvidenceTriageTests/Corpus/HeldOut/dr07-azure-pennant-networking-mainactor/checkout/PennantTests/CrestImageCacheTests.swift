//
//  CrestImageCacheTests.swift
//  PennantTests
//

import Nimble
import XCTest
@testable import Pennant

final class CrestImageCacheTests: XCTestCase {
    @MainActor
    func testCrestEventuallyLoads() async {
        let cache = CrestImageCache(loader: StubCrestLoader(delay: 0.2))
        cache.prefetch(clubID: "stromness-athletic")

        expect(cache.image(for: "stromness-athletic")).toEventuallyNot(beNil(), timeout: .seconds(2))
    }
}
