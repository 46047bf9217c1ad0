import Foundation
import Testing
@testable import Quayside

@Suite struct ChartImageCacheTests {

    @Test func sameURLDownloadedOnce() async throws {
        let loader = RecordingImageLoader(latency: .milliseconds(40))
        let cache = ChartImageCache(loader: loader)
        let url = URL(string: "https://charts.quayside.example/spark/AAPL-1d.png")!
        async let first = cache.image(for: url)
        async let second = cache.image(for: url)
        _ = try await (first, second)
        #expect(loader.requests(for: url) == 1)
    }

    @Test func differentURLsBothDownloaded() async throws {
        let loader = RecordingImageLoader(latency: .milliseconds(5))
        let cache = ChartImageCache(loader: loader)
        _ = try await cache.image(for: URL(string: "https://charts.quayside.example/spark/MSFT-1d.png")!)
        _ = try await cache.image(for: URL(string: "https://charts.quayside.example/spark/NVDA-1d.png")!)
        #expect(loader.totalRequests == 2)
    }
}
