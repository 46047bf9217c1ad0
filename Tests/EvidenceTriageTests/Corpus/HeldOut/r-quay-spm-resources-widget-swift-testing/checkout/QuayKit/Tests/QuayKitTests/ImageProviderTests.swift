import Testing
@testable import QuayKit

@Suite struct ImageProviderTests {
    @Test func retrieveWithFailingProviderReportsError() async {
        let manager = ImageManager(cache: .inMemory)
        let failed = ActorBox(false)
        manager.retrieve(FailingImageProvider()) { result in
            Task { if case .failure = result { await failed.set(true) } }
        }
        await Task.yield()
        #expect(await failed.value)
    }
}
