import SwiftData
import XCTest
@testable import Meridian

final class CachedSeriesPerformanceTests: XCTestCase {
    /// Warm-up store for the measure block.
    private let warmupPointCount = 32_000

    func testCachedSeriesReadPerformance() throws {
        let store = try SeriesCacheStore.inMemory()
        runBlocking(timeout: 60) {
            try await store.insertSyntheticPoints(self.warmupPointCount)
        }
        measure {
            _ = try? store.series(for: "temperature", in: .lastThirtyDays)
        }
    }

    func testCachedSeriesWritePerformance() throws {
        let store = try SeriesCacheStore.inMemory()
        measure {
            runBlocking(timeout: 60) { try await store.insertSyntheticPoints(5_000) }
        }
    }
}
