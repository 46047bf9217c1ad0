import XCTest
@testable import Quayside

final class TimetableSyncClientTests: XCTestCase {
    private final class Spy: TimetableSyncClientDelegate {
        var onError: ((Error) -> Void)?
        var timetables: [Timetable] = []
        func syncClient(_ client: TimetableSyncClient, didFailWith error: Error) { onError?(error) }
        func syncClient(_ client: TimetableSyncClient, didReceive timetable: Timetable) { timetables.append(timetable) }
    }

    func testDeliversTimetableFromFirstPoll() {
        let transport = StubPollingTransport(responses: [.ok(Timetable.fixtureJSON)])
        let client = TimetableSyncClient(transport: transport)
        let spy = Spy()
        client.delegate = spy
        client.start()
        XCTAssertEqual(spy.timetables.count, 1)
    }

    func testServerErrorReportedOnce() {
        let transport = StubPollingTransport(responses: [.status(503)])
        let client = TimetableSyncClient(transport: transport)
        let spy = Spy()
        client.delegate = spy

        let reported = expectation(description: "server error reported")
        spy.onError = { error in
            XCTAssertEqual(error as? SyncError, .http(503))
            reported.fulfill()
        }

        client.start()
        wait(for: [reported], timeout: 1)
    }

    func testStopDoesNotReportError() {
        let transport = StubPollingTransport(responses: [])
        let client = TimetableSyncClient(transport: transport)
        let spy = Spy()
        var errors = 0
        spy.onError = { _ in errors += 1 }
        client.delegate = spy
        client.stop()
        XCTAssertEqual(errors, 0)
    }
}
