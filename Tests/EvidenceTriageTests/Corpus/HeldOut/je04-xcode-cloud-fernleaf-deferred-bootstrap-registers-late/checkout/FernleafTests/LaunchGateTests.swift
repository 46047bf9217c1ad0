@testable import Fernleaf
import UIKit
import XCTest

private final class FakeProtectedData: ProtectedDataState {
    var isProtectedDataAvailable: Bool
    init(_ available: Bool) { isProtectedDataAvailable = available }
}

final class LaunchGateTests: XCTestCase {
    func testRunsImmediatelyWhenProtectedDataAvailable() {
        var ran = false
        LaunchGate(state: FakeProtectedData(true), center: NotificationCenter()).whenProtectedDataAvailable { ran = true }
        XCTAssertTrue(ran)
    }

    func testWaitsWhileProtectedDataUnavailable() {
        var ran = false
        LaunchGate(state: FakeProtectedData(false), center: NotificationCenter()).whenProtectedDataAvailable { ran = true }
        XCTAssertFalse(ran)
    }

    func testBootstrapResumesWhenProtectedDataBecomesAvailable() {
        // The background-launch-before-first-unlock path from FL-902, end to end with the real bootstrap.
        let center = NotificationCenter()
        let state = FakeProtectedData(false)
        LaunchGate(state: state, center: center).whenProtectedDataAvailable { AppServices.bootstrap() }

        state.isProtectedDataAvailable = true
        center.post(name: UIApplication.protectedDataDidBecomeAvailableNotification, object: nil)
        XCTAssertTrue(AppServices.isBootstrapped)
    }
}
