import Testing
@testable import RecipeBox

struct MediaLoaderTests {
    @Test func cancelsPreviousResolverTask() async throws {
        let loader = MediaLoader(resolver: SlowResolver(delay: .milliseconds(50)))
        loader.load(URL(string: "https://media.recipebox.example/first.m4a")!)
        loader.load(URL(string: "https://media.recipebox.example/second.m4a")!)
        try await Task.sleep(for: .milliseconds(200))
        #expect(loader.asset?.url.absoluteString == "https://media.recipebox.example/second.m4a")
    }
}
