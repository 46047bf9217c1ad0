import XCTest
@testable import Harborline

final class TimetableRefreshJobTests: XCTestCase {
    func testFailedDownloadKeepsPreviousTimetable() async {
        let store = TimetableStore.inMemory(timetable: .fixture(routes: 14))
        let job = TimetableRefreshJob(store: store, client: FailingTimetableClient(error: URLError(.timedOut)))

        let ok = await job.run()

        XCTAssertFalse(ok)
        XCTAssertEqual(store.timetable?.routes.count, 14, "previous timetable must survive a failed refresh")
    }

    func testSuccessfulDownloadReplacesTimetable() async {
        let store = TimetableStore.inMemory(timetable: .fixture(routes: 14))
        let job = TimetableRefreshJob(store: store, client: StaticTimetableClient(.fixture(routes: 15)))
        let ok = await job.run()
        XCTAssertTrue(ok)
        XCTAssertEqual(store.timetable?.routes.count, 15)
    }
}
