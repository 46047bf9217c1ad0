import XCTest
@testable import Sugarline

@MainActor
final class RemoteConfigObserverTests: XCTestCase {
    func testConfigUpdateAppliesDosingLimits() async throws {
        // The fake delivers updates the way the SDK does: on its own serial queue.
        let config = FakeRealtimeConfig(callbackQueue: DispatchQueue(label: "com.google.GoogleConfigService.FIRRemoteConfig"))
        let limits = DosingLimitsStore(maxBolusUnits: 10)
        let observer = RemoteConfigObserver(config: config, limits: limits)
        observer.start()

        config.values["max_bolus_units"] = 8
        await config.pushUpdate(keys: ["max_bolus_units"])

        try await Task.sleep(for: .milliseconds(200))
        XCTAssertEqual(limits.maxBolusUnits, 8)
    }
}
