import Testing
import WidgetKit
@testable import Lumen

@MainActor
@Suite("Widget snapshot publishing")
struct WidgetSnapshotPublisherTests {
    let center = RecordingWidgetCenter()
    let model = AppModel.preview(battery: 64, connected: true)

    @Test func publishesOnRefreshSeqBump() async {
        let publisher = WidgetSnapshotPublisher(model: model, center: center, scenePhase: .active)
        model.bumpRefreshSeq()
        await publisher.drain()
        #expect(center.reloads(ofKind: "LumenStatusWidget") == 1)
    }

    @Test func republishesWhenBatteryChangesInForeground() async {
        let publisher = WidgetSnapshotPublisher(model: model, center: center, scenePhase: .active)
        model.live.batteryPct = 58
        await publisher.drain()
        #expect(center.reloads(ofKind: "LumenStatusWidget") == 1)
        #expect(publisher.lastSnapshot?.batteryPct == 58)
    }

    @Test func publishesOnceOnResignActive() async {
        let publisher = WidgetSnapshotPublisher(model: model, center: center, scenePhase: .active)
        publisher.scenePhaseChanged(to: .inactive)
        await publisher.drain()
        #expect(center.reloads(ofKind: "LumenStatusWidget") == 1)
    }
}
