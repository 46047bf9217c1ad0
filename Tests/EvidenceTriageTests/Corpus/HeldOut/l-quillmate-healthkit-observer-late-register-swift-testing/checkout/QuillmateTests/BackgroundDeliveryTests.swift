import Testing
import HealthKit
@testable import Quillmate

@Suite("Background delivery")
struct BackgroundDeliveryTests {
    let store = FakeHealthStore()

    @Test("Step types are persisted for background delivery")
    func typesArePersisted() throws {
        let config = BackgroundDeliveryConfig(defaults: .ephemeral)
        config.save(types: [.stepCount, .activeEnergyBurned], frequency: .hourly)
        #expect(config.savedTypes == [.stepCount, .activeEnergyBurned])
    }

    @Test("Observer queries are registered during launch")
    func observerQueriesRegisteredDuringLaunch() throws {
        let app = try AppLaunchHarness.launch(store: store, persisted: [.stepCount])
        #expect(app.observersRegisteredBeforeDidFinishLaunching.contains(.stepCount))
    }

    @Test("Observer sees samples written while the app was terminated")
    func observerCatchesSamplesWrittenWhileTerminated() async throws {
        store.add(.steps(412, at: .fixture("2026-08-13T04:10:00Z")))
        let app = try AppLaunchHarness.launch(store: store, persisted: [.stepCount], now: .fixture("2026-08-13T06:00:00Z"))
        let delivered = await app.backgroundDelivery.drain()
        #expect(delivered.map(\.quantity) == [412])
    }
}
