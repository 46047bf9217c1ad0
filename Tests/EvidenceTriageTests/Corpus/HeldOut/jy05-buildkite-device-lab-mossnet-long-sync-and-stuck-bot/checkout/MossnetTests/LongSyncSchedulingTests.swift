import XCTest
@testable import Mossnet

/// Runs on the device lab: background the app and wait for iOS to start the long sync.
final class LongSyncSchedulingTests: XCTestCase {
    func testLongSyncRunsWithinTenMinutesOfBackgrounding() {
        let started = expectation(forNotification: .longSyncDidStart, object: nil)
        BackgroundSync.scheduleLongSync()
        wait(for: [started], timeout: 600)
    }
}
