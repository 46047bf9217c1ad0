//
//  SyncSchedulerTests.swift
//  QuaymasterTests
//

import XCTest
import BackgroundTasks
@testable import Quaymaster

final class SyncSchedulerTests: XCTestCase {
    func testSubmitsWorkOrderSyncAfterBackgrounding() {
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        let error = SyncScheduler.shared.submitWorkOrderSync()
        XCTAssertNil(error)
    }
}
