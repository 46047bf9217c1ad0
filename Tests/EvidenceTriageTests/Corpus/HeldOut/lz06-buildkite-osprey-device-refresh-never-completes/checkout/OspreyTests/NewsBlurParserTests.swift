import Testing
import Foundation
@testable import Osprey

struct NewsBlurParserTests {
    @Test func parsesStoryTimestamps() throws {
        let data = try Fixture.data("newsblur-river-stories.json")
        let story = try #require(NewsBlurParser().stories(from: data).first)
        let expected = ISO8601DateFormatter().date(from: "2026-08-13T10:12:00Z")!
        #expect(story.published == expected)
    }
}
