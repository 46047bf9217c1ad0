//
//  InboxSyncCoordinatorTests.swift
//  NotificationKitTests
//

import XCTest
@testable import NotificationKit

final class InboxSyncCoordinatorTests: XCTestCase {
    func testRoutesContentAvailablePush() async {
        let inbox = FakeInbox(changed: 1)
        let coordinator = InboxSyncCoordinator(inbox: inbox)
        _ = await coordinator.router.handle(["aps": ["content-available": 1]])
        XCTAssertEqual(inbox.syncReasons, ["silent-push"])
    }

    func testIgnoresAlertPush() async {
        let inbox = FakeInbox(changed: 1)
        let coordinator = InboxSyncCoordinator(inbox: inbox)
        _ = await coordinator.router.handle(["aps": ["alert": "hi"]])
        XCTAssertTrue(inbox.syncReasons.isEmpty)
    }
}
