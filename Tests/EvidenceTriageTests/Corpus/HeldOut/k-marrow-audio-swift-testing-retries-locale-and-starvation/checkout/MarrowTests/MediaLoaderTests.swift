import Testing
@testable import Marrow

@Suite struct MediaLoaderTests {
    @Test func cancelsPreviousResolverTask() async throws {
        let loader = MediaLoader(resolver: SlowResolver())
        loader.load("https://example.com/first.mp3")
        loader.load("https://example.com/second.mp3")
        try await Task.sleep(for: .milliseconds(200))
        #expect(loader.asset?.url.absoluteString == "https://example.com/second.mp3")
    }
}
