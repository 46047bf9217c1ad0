import Testing
import SwiftUI
@testable import LanternWidgets

@Suite("Freshness labels")
struct FreshnessLabelTests {
    @Test("Age label stays live between reloads")
    func ageLabelStaysLive() {
        let entry = IncidentEntry(date: .fixture, snapshotAt: Date.fixture.addingTimeInterval(-6))
        let label = FreshnessLabel(entry: entry)
        #expect(label.usesRelativeDateText, "formatted once when the timeline was accepted: \(label.debugText)")
    }

    @Test func staleAfterThirtyMinutes() {
        let entry = IncidentEntry(date: .fixture, snapshotAt: Date.fixture.addingTimeInterval(-1900))
        #expect(FreshnessLabel(entry: entry).isStale)
    }
}
