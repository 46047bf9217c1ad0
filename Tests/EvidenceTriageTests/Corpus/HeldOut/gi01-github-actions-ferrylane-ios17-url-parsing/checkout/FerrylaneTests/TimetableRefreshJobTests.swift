import XCTest
@testable import Ferrylane

private final class SlowFetcher: TimetableFetching, @unchecked Sendable {
    private let lock = NSLock()
    private var _calls = 0
    var calls: Int { lock.withLock { _calls } }

    func fetchTimetables() async throws -> [Timetable] {
        lock.withLock { _calls += 1 }
        try await Task.sleep(nanoseconds: 50_000_000)
        return [Timetable(routeCode: "ARD-BRO", departures: [])]
    }
}

final class TimetableRefreshJobTests: XCTestCase {
    func testRunReturnsFetchedTimetables() async throws {
        let job = TimetableRefreshJob(fetcher: SlowFetcher())
        let result = try await job.run()
        XCTAssertEqual(result.map(\.routeCode), ["ARD-BRO"])
    }

    func testSequentialRunsFetchEachTime() async throws {
        let fetcher = SlowFetcher()
        let job = TimetableRefreshJob(fetcher: fetcher)
        _ = try await job.run()
        _ = try await job.run()
        XCTAssertEqual(fetcher.calls, 2)
    }

    func testRefreshCoalescesConcurrentTriggers() async throws {
        let fetcher = SlowFetcher()
        let job = TimetableRefreshJob(fetcher: fetcher)
        // The BG refresh handler and pull-to-refresh fire together.
        async let first = job.run()
        async let second = job.run()
        _ = try await (first, second)

        XCTAssertEqual(fetcher.calls, 1, "concurrent triggers must share one fetch")
    }
}
