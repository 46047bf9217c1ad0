//
//  BackgroundRefreshHandlerTests.swift
//  CampusGridTests
//

import XCTest
@testable import CampusGrid

final class FakeRefreshTask: RefreshTask {
    var expirationHandler: (() -> Void)?
    private(set) var completions: [Bool] = []
    func setTaskCompleted(success: Bool) { completions.append(success) }
}

final class BackgroundRefreshHandlerTests: XCTestCase {
    func testCompletesImmediatelyWhenLoggedOut() {
        let task = FakeRefreshTask()
        let handler = BackgroundRefreshHandler(sync: BackgroundSync(api: StubTimetableAPI()), session: { nil }, scheduleNext: {})
        handler.handle(task)
        XCTAssertEqual(task.completions, [true])
    }

    func testSchedulesNextRefresh() {
        var scheduled = 0
        let handler = BackgroundRefreshHandler(sync: BackgroundSync(api: StubTimetableAPI()), session: { nil }, scheduleNext: { scheduled += 1 })
        handler.handle(FakeRefreshTask())
        XCTAssertEqual(scheduled, 1)
    }

    func testExpirationCompletesTaskBeforeReturning() {
        let task = FakeRefreshTask()
        let api = StubTimetableAPI(latency: .seconds(30))
        let handler = BackgroundRefreshHandler(sync: BackgroundSync(api: api), session: { "b11102035" }, scheduleNext: {})
        handler.handle(task)

        // The system calls the expiration handler shortly before it suspends the app.
        task.expirationHandler?()

        XCTAssertEqual(task.completions, [false], "setTaskCompleted must be called before the expiration handler returns")
    }
}
