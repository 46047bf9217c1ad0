//
//  PrefetchSchedulingTests.swift
//  AppTests
//

import XCTest
@testable import App

final class PrefetchSchedulingTests: XCTestCase {
    private var scheduler: DailyNotificationScheduler!
    private var evidence: EvidenceObserver!

    override func setUp() {
        super.setUp()
        scheduler = DailyNotificationScheduler(taskScheduler: .system, store: .inMemory())
        evidence = EvidenceObserver()
    }

    func testTLeadIsComputedFromUTCNotificationTime() throws {
        let at = try NotificationTime(utc: "2026-02-11T07:30:00Z")
        XCTAssertEqual(scheduler.prefetchDate(for: at), try NotificationTime(utc: "2026-02-11T07:25:00Z").date)
    }

    func testPrefetchRunsFiveMinutesBeforeNotification() throws {
        let notificationTime = Date().addingTimeInterval(6 * 60)
        let prefetched = expectation(description: "prefetch ran before notification")
        evidence.onRecord(identifier: "com.timesafari.dailynotification.fetch", phase: .execution) { _ in
            prefetched.fulfill()
        }

        try scheduler.scheduleDailyNotification(title: "Morning brief", at: notificationTime, prefetchLead: .minutes(5))

        wait(for: [prefetched], timeout: 360)
        XCTAssertNotNil(scheduler.store.cachedContent(for: notificationTime))
    }
}
