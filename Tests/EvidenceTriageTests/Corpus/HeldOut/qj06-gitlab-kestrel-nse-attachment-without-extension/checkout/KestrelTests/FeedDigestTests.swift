import Testing
@testable import Kestrel

@Suite struct FeedDigestTests {
    @Test func digestTitleSingular() {
        #expect(FeedDigest(stories: .fixture(count: 1)).title == "1 new story")
    }

    @Test func digestTitlePluralization() {
        #expect(FeedDigest(stories: .fixture(count: 3)).title == "3 new stories")
    }
}
