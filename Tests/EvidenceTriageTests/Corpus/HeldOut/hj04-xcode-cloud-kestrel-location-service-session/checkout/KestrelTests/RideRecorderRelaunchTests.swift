import CoreLocation
import XCTest
@testable import Kestrel

@MainActor
final class RideRecorderRelaunchTests: XCTestCase {
    private var store: InMemoryRideStore!

    override func setUp() async throws {
        store = InMemoryRideStore(unfinished: .fixture(id: "7F2C"))
    }

    func testColdLaunchRestartsUnfinishedRide() {
        let recorder = RideRecorder(store: store)
        recorder.resumeAfterLaunch(options: nil)
        XCTAssertNotNil(recorder.serviceSession)
        XCTAssertEqual(recorder.activeRide?.id, "7F2C")
    }

    /// After a relaunch the previous CLServiceSession is invalidated; Core Location
    /// expects a new one within a few seconds of launch or background updates stop.
    func testLocationRelaunchRecreatesServiceSessionBeforeLaunchReturns() {
        let recorder = RideRecorder(store: store)
        recorder.resumeAfterLaunch(options: [.location: true])
        XCTAssertNotNil(recorder.serviceSession,
                        "no CLServiceSession held after a location relaunch; updates will stop in the background")
    }

    func testNoUnfinishedRideDoesNothing() {
        let recorder = RideRecorder(store: InMemoryRideStore(unfinished: nil))
        recorder.resumeAfterLaunch(options: [.location: true])
        XCTAssertNil(recorder.activeRide)
    }
}
