import Foundation
import Testing
import WidgetKit
@testable import Fernleaf

@Suite("Watering widget timeline")
struct WidgetTimelineTests {
    @Test func emptyGardenShowsPlaceholder() async {
        let provider = WateringTimelineProvider(store: .fixture(plantsDue: []), now: .fixtureMorning)
        let timeline = await provider.timeline(for: .systemSmall)
        #expect(timeline.entries.first?.state == .allWatered)
    }

    @Test func oneEntryPerWateringDue() async {
        // Monstera 09:00, Pothos 09:40, Fern 13:00 -> the widget should flip at each due time.
        let provider = WateringTimelineProvider(store: .fixture(plantsDue: [.monstera, .pothos, .fern]),
                                                now: .fixtureMorning)
        let timeline = await provider.timeline(for: .systemMedium)
        #expect(timeline.entries.count == 3)
        #expect(timeline.policy == .atEnd)
    }
}
