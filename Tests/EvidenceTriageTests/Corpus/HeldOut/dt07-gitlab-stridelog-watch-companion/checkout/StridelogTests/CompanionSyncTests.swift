import WatchConnectivity
import XCTest
@testable import Stridelog

/// Runs on the iPhone simulator that ci/pair-simulators.sh paired with a
/// watch simulator before the job.
final class CompanionSyncTests: XCTestCase {

    func testSessionSeesPairedWatch() {
        let session = WCSession.default
        session.delegate = PhoneSync.shared
        session.activate()
        let activated = expectation(for: NSPredicate(format: "activationState == %d", WCSessionActivationState.activated.rawValue),
                                    evaluatedWith: session)
        wait(for: [activated], timeout: 5)
        XCTAssertTrue(session.isPaired, "iPhone simulator reports no paired Apple Watch")
    }
}
