//
//  ForecastRefreshJobTests.swift
//  LanternTests
//

import XCTest
@testable import Lantern

final class ForecastRefreshJobTests: XCTestCase {

    func testRefreshPublishesSnapshotForWidget() async throws {
        let widgets = RecordingWidgetReloader()
        let job = ForecastRefreshJob(client: StubForecastClient(fixture: "bergen-3day"),
                                     store: SharedSnapshotStore(),
                                     widgets: widgets)

        await XCTAssertNoThrowAsync(try await job.run(for: .fixture(city: "Bergen")))
        XCTAssertEqual(widgets.reloadedKinds, ["LanternForecast"])
    }

    func testCancelledRefreshDoesNotReloadWidget() async throws {
        let widgets = RecordingWidgetReloader()
        let client = StubForecastClient(fixture: "bergen-3day", delay: .milliseconds(200))
        let job = ForecastRefreshJob(client: client, store: SharedSnapshotStore(), widgets: widgets)
        let task = Task { try await job.run(for: .fixture(city: "Bergen")) }
        task.cancel()
        _ = await task.result
        XCTAssertTrue(widgets.reloadedKinds.isEmpty)
    }
}
