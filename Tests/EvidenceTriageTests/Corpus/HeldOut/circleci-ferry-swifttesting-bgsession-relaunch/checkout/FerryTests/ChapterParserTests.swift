import Foundation
import Testing
@testable import Ferry

@Suite struct ChapterParserTests {
    @Test func parsesPodloveChapters() throws {
        let xml = try Fixture.data("podlove-chapters-ep-5521.xml")
        let chapters = try ChapterParser().parse(xml)
        #expect(chapters.count == 12)
        #expect(chapters.first?.title == "Cold open")
    }

    @Test func ignoresChaptersPastDuration() throws {
        let chapters = try ChapterParser().parse(Fixture.data("overlong.xml"), duration: 1_800)
        #expect(chapters.allSatisfy { $0.start < 1_800 })
    }
}
