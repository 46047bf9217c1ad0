//
//  SilentPushRouterTests.swift
//  NotificationKitTests
//

import XCTest
import UserNotifications
@testable import NotificationKit

final class SilentPushRouterTests: XCTestCase {
    func testAuthorizationStatusRefreshedOnInit() async {
        let router = SilentPushRouter(inbox: FakeInbox(changed: 0))
        await router.refreshAuthorizationStatus()
        XCTAssertNotEqual(router.authorizationStatus, .notDetermined)
    }

    func testHandleReturnsNewDataForInboxChange() async {
        let router = SilentPushRouter(inbox: FakeInbox(changed: 2), center: { FakeNotificationCenter(status: .authorized) })
        let result = await router.handle(["aps": ["content-available": 1]])
        XCTAssertEqual(result, .newData)
    }
}
