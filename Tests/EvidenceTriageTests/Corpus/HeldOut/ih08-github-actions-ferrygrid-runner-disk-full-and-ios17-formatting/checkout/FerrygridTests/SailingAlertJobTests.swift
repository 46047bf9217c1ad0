import XCTest
@testable import Ferrygrid

final class SailingAlertJobTests: XCTestCase {
    private var store: TimetableStore!
    private var api: FakeTimetableAPI!
    private var alerts: AlertCenter!

    override func setUpWithError() throws {
        store = try TimetableStore.inMemory()
        try store.insert(.fixture(date: "2024-08-29", count: 14))
        api = FakeTimetableAPI(fixture: .fixture(date: "2024-08-30", count: 15))
        alerts = AlertCenter(watched: ["ORK-PLY"])
    }

    func testAlertsOnlyForWatchedRoutes() {
        api.changeDeparture(route: "ORK-PLY")
        SailingAlertJob(api: api, store: store, alerts: alerts).run(task: FakeBackgroundTask())
        XCTAssertEqual(alerts.raised.map(\.route), ["ORK-PLY"])
    }

    func testSkipsCancelledSailings() {
        api.cancel(route: "SOU-CHB")
        SailingAlertJob(api: api, store: store, alerts: alerts).run(task: FakeBackgroundTask())
        XCTAssertFalse(store.sailings().contains { $0.route == "SOU-CHB" })
    }

    /// The fetch never returns before the system expires the task.
    func testExpirationKeepsPreviousTimetable() {
        api.delay = .never
        let task = FakeBackgroundTask()
        let job = SailingAlertJob(api: api, store: store, alerts: alerts)

        job.run(task: task)
        task.expire()

        XCTAssertEqual(task.completedSuccess, nil)
        XCTAssertEqual(store.sailings().count, 14, "an expired refresh must leave yesterday's 14 sailings in place")
    }
}
