import Testing
@testable import LanternWidgets

@Suite struct WidgetPublisherTests {
    @Test func publishReloadsOnlyChangedKinds() async throws {
        let center = RecordingWidgetCenter()
        let publisher = WidgetPublisher(center: center, store: .inMemory(seed: .fixtureOrgs))
        try await publisher.publish(round: .fixture(changedOrgs: []))
        try await publisher.publish(round: .fixture(changedOrgs: ["org-b"]))
        #expect(center.reloadedKinds == ["IncidentSummaryWidget"])
    }

    @Test func unchangedThroughputDoesNotCountAsChange() {
        #expect(WidgetDiff.visibleChange(old: .fixtureThroughput, new: .fixtureThroughput.shiftedWindow()) == false)
    }
}
