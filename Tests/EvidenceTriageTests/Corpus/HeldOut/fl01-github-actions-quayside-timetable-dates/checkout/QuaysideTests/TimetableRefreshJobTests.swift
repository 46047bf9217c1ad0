import XCTest
@testable import Quayside

private final class StubFeed: TimetableFeed {
    var payloads: [String: Data] = [:]
    func fetchTimetable(route: String) async throws -> Data {
        guard let data = payloads[route] else { throw URLError(.badServerResponse) }
        return data
    }
}

private final class InMemoryDepartureStore: DepartureStore {
    private(set) var byRoute: [String: [Departure]] = [:]
    func replaceUpcoming(_ departures: [Departure], route: String) throws { byRoute[route] = departures }
    func upcoming(route: String) -> [Departure] { byRoute[route] ?? [] }
}

/// Exercises the job behind `com.quayside.app.timetable-refresh` with a stub
/// feed and a fixed clock; the BGTaskScheduler adapter is not involved.
final class TimetableRefreshJobTests: XCTestCase {
    // 2026-03-30T09:30:00Z
    private let fixedNow = Date(timeIntervalSince1970: 1_774_863_000)

    private func feedPayload(route: String, count: Int) -> Data {
        let departures = (0..<count).map { index -> String in
            let minutes = 30 + index * 20
            let hour = 10 + minutes / 60
            let minute = minutes % 60
            return #"{"id":"\#(route)-\#(index)","pier":"North","scheduledAt":"2026-03-30T\#(String(format: "%02d:%02d", hour, minute)):00.000Z"}"#
        }
        return Data(#"{"route":"\#(route)","departures":[\#(departures.joined(separator: ","))]}"#.utf8)
    }

    func testRefreshStoresDeparturesFromFeed() async throws {
        let feed = StubFeed()
        feed.payloads["RQ1"] = feedPayload(route: "RQ1", count: 14)
        let store = InMemoryDepartureStore()
        let job = TimetableRefreshJob(feed: feed, store: store, routes: { ["RQ1"] }, now: { self.fixedNow })

        try await job.run()

        XCTAssertEqual(store.upcoming(route: "RQ1").count, 14, "all 14 departures are after 09:30Z")
    }

    func testRefreshStopsWhenCancelled() async {
        let feed = StubFeed()
        feed.payloads["RQ1"] = feedPayload(route: "RQ1", count: 3)
        let store = InMemoryDepartureStore()
        let job = TimetableRefreshJob(feed: feed, store: store, routes: { ["RQ1", "RQ2"] }, now: { self.fixedNow })
        job.cancel()

        do {
            try await job.run()
            XCTFail("expected CancellationError")
        } catch {
            XCTAssertTrue(error is CancellationError)
        }
        XCTAssertTrue(store.byRoute.isEmpty)
    }

    func testRefreshSurfacesFeedErrors() async {
        let job = TimetableRefreshJob(feed: StubFeed(), store: InMemoryDepartureStore(), routes: { ["RQ9"] }, now: { self.fixedNow })
        do {
            try await job.run()
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual((error as? URLError)?.code, .badServerResponse)
        }
    }
}
