import Foundation
import Testing
@testable import QuayKit

@Suite("Catalog fixtures")
struct CatalogFixtureTests {
    @Test("Catalog decodes bundled fixtures")
    func catalogDecodesBundledFixtures() throws {
        let url = try #require(Bundle.module.url(forResource: "schedule-2026", withExtension: "json", subdirectory: "Fixtures"))
        let schedule = try JSONDecoder.quay.decode(Schedule.self, from: Data(contentsOf: url))
        #expect(schedule.sessions.count == 41)
    }

    @Test func speakerSlugsAreUnique() {
        #expect(Set(Speaker.samples.map(\.slug)).count == Speaker.samples.count)
    }
}
