import Foundation
import Testing
import WidgetKit
@testable import TideWidgetExtension

@Suite struct TimelineProviderTests {
    let calendar = Calendar(identifier: .gregorian)

    @Test func placeholderUsesFixture() {
        let entry = TideProvider().placeholder(in: .preview)
        #expect(entry.station == "Ria de Aveiro")
    }

    /// The "last checked today/yesterday" label must roll over without the app running:
    /// the provider has to hand WidgetKit an entry for midnight as well.
    @Test func timelineRollsOverToYesterdayAtMidnight() async throws {
        let now = try #require(calendar.date(from: DateComponents(year: 2026, month: 11, day: 20, hour: 22)))
        let timeline = await TideProvider(clock: .fixed(now)).timeline(for: .fixture, in: .preview)
        #expect(timeline.entries.map(\.relativeDay) == [.today, .yesterday])
    }
}
