//
//  NoRiskNotificationTests.swift
//  RiskLampTests
//

import XCTest
import UserNotifications
@testable import RiskLamp

final class NoRiskNotificationTests: XCTestCase {
    private var center: MockNotificationCenter!
    private var user: UserManager!

    override func setUp() {
        super.setUp()
        center = MockNotificationCenter()
        user = UserManager(notificationCenter: center, store: .inMemory(), clock: .fixed("2026-06-16T17:10:00+02:00"))
    }

    func testNotificationScheduledAt22WhenSettingOn() {
        user.shouldNotifyEvenNoRisk = true
        user.lastCheckedAt = .fixed("2026-06-16T17:05:00+02:00")
        user.scheduleNotificationIfNeeded()
        XCTAssertEqual(center.pendingRequests.map(\.identifier), ["no-exposure-detected"])
    }

    func testNoNotificationScheduledWhenSettingOff() {
        user.shouldNotifyEvenNoRisk = false
        user.lastCheckedAt = .fixed("2026-06-16T17:05:00+02:00")   // last check before 18:00, none between 18 and 22

        user.scheduleNotificationIfNeeded()

        XCTAssertTrue(center.pendingRequests.isEmpty, "no 'no exposure detected' notification when the setting is off")
    }
}
