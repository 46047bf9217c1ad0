import UIKit
import XCTest
@testable import Alder

final class SynchronizerLifecycleTests: XCTestCase {
    var center: NotificationCenter!
    var synchronizer: FakeSynchronizer!
    var subject: SynchronizerLifecycle!

    override func setUp() {
        super.setUp()
        center = NotificationCenter()
        synchronizer = FakeSynchronizer()
        subject = SynchronizerLifecycle(synchronizer: synchronizer, notifications: center)
    }

    func testBackgroundingStopsSynchronizerBeforeSuspension() throws {
        try synchronizer.start()

        center.post(name: UIApplication.didEnterBackgroundNotification, object: nil)

        XCTAssertFalse(synchronizer.isRunning, "synchronizer kept running into suspension")
    }

    func testForegroundRestartsStoppedSynchronizer() throws {
        try synchronizer.start()
        center.post(name: UIApplication.didEnterBackgroundNotification, object: nil)

        center.post(name: UIApplication.willEnterForegroundNotification, object: nil)

        XCTAssertTrue(synchronizer.isRunning)
        XCTAssertEqual(synchronizer.startCalls, 2)
    }
}
