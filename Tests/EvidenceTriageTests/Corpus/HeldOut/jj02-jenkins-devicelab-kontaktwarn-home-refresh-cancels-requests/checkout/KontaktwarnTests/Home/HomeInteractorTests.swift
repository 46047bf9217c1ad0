//
//  HomeInteractorTests.swift
//  KontaktwarnTests
//

import XCTest
@testable import Kontaktwarn

final class HomeInteractorTests: XCTestCase {
    private var scheduler: MockTaskScheduler!
    private var exposureManager: MockExposureManager!

    override func setUp() {
        super.setUp()
        scheduler = MockTaskScheduler()
        exposureManager = MockExposureManager(authorized: false, enabled: false)
    }

    func testRefreshReloadsRiskCard() {
        let interactor = HomeInteractor(taskScheduler: scheduler, exposureManager: exposureManager, store: MockStore())
        interactor.refresh()
        XCTAssertEqual(exposureManager.preconditionsCallCount, 2)
    }

    func testRefreshKeepsPendingBackgroundRequests() {
        let interactor = HomeInteractor(taskScheduler: scheduler, exposureManager: exposureManager, store: MockStore())
        interactor.refresh()
        // Requests are submitted in sceneDidEnterBackground; the home screen must not touch them.
        XCTAssertEqual(scheduler.cancelAllCallCount, 0, "cancelAllBackgroundTaskRequests() calls")
        XCTAssertEqual(scheduler.scheduleCallCount, 0, "scheduleBackgroundTaskRequests() calls")
    }
}

final class MockTaskScheduler: BackgroundTaskScheduling {
    private(set) var scheduleCallCount = 0
    private(set) var cancelAllCallCount = 0
    func scheduleBackgroundTaskRequests() { scheduleCallCount += 1 }
    func cancelAllBackgroundTaskRequests() { cancelAllCallCount += 1 }
}
