import Foundation
import Testing
import WidgetKit
@testable import HollowWidgetKit

/// Runs hosted in Hollow.app so the app group container is the real one.
@Suite("Vitals widget timeline")
struct VitalsTimelineTests {
    let provider = VitalsTimelineProvider()

    @Test func timelineShowsPublishedSnapshot() async throws {
        let published = VitalsSnapshot(charge: 41, heartRate: 66, ringBattery: 23,
                                       capturedAt: .init(timeIntervalSince1970: 1_786_618_800))
        try SharedSnapshotStore.appGroup.publish(published)
        let timeline = await provider.timeline(for: .systemSmall)
        let entry = try #require(timeline.entries.first)
        #expect(entry.snapshot == published)
    }

    @Test func missingSnapshotIsShownAsUnavailable() async throws {
        let store = SharedSnapshotStore(containerURL: nil)
        let timeline = await VitalsTimelineProvider(store: store).timeline(for: .systemSmall)
        let entry = try #require(timeline.entries.first)
        #expect(entry.isPlaceholder == false)
        #expect(entry.snapshot == nil, "real timelines must never show gallery sample values")
    }

    @Test func placeholderUsesSampleValues() {
        #expect(provider.placeholderEntry().snapshot == .gallerySample)
    }
}
