import CoreLocation
import XCTest
@testable import Kestrel

@MainActor
final class BackgroundLocationTests: XCTestCase {
    func testBuiltPlistDeclaresLocationMode() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("location"))
    }

    func testRecordingEnablesBackgroundLocationUpdates() {
        let recorder = RideRecorder(store: InMemoryRideStore(unfinished: nil))
        recorder.startRide(.fixture(id: "A11E"))

        XCTAssertTrue(recorder.manager.allowsBackgroundLocationUpdates,
                      "recording must keep delivering locations when the phone is locked")
        XCTAssertFalse(recorder.manager.pausesLocationUpdatesAutomatically)
    }
}
