import Testing
import Foundation
@testable import Tidewave

struct MediaLoaderTests {
    @Test func cancelsEarlierResolverTask() async throws {
        let loader = MediaLoader(resolver: SlowResolver(delay: .milliseconds(50)))
        loader.load("https://cdn.tidewave.example/first.mp3")
        loader.load("https://cdn.tidewave.example/second.mp3")
        try await Task.sleep(for: .milliseconds(200))
        #expect(loader.asset?.url.absoluteString == "https://cdn.tidewave.example/second.mp3")
    }
}
