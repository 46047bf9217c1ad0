import UIKit
@testable import Harborlight

/// Runs AppDelegate.application(_:didFinishLaunchingWithOptions:) with a chosen
/// application state, against a stubbed gauge API and a FakeTaskScheduler (registering with
/// BGTaskScheduler.shared again after the host app launched would throw).
final class LaunchHarness {
    let delegate = AppDelegate()
    let alertStore = AlertStore(inMemory: true)
    private let applicationState: UIApplication.State

    var router: BackgroundTaskRouter { delegate.router }

    init(applicationState: UIApplication.State, stations: [Station]) {
        self.applicationState = applicationState
        delegate.dependencies.override(
            applicationState: { applicationState },
            scheduler: FakeTaskScheduler(),
            stationStore: StationStore(stations: stations),
            alertStore: alertStore,
            gaugeClient: StubGaugeAPIClient(readings: [.fixture(station: "NZ-1043", metres: 1.2)]))
    }

    func launch() {
        _ = delegate.application(ApplicationStub(state: applicationState), didFinishLaunchingWithOptions: nil)
    }
}
