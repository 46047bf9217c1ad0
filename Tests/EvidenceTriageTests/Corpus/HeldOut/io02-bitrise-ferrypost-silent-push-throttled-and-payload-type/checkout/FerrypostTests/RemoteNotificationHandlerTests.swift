import XCTest
@testable import Ferrypost

private final class FakeRoster: RosterSyncing {
    var result: Result<Int, Error> = .success(3)
    func refresh(crewID: String, completion: @escaping (Result<Int, Error>) -> Void) {
        completion(result)
    }
}

final class RemoteNotificationHandlerTests: XCTestCase {
    func testMissingCrewReportsNoData() {
        let handler = RemoteNotificationHandler(roster: FakeRoster())
        var results: [UIBackgroundFetchResult] = []
        handler.handle(["kind": "roster"]) { results.append($0) }
        XCTAssertEqual(results, [.noData])
    }

    func testFetchCompletionCalledExactlyOnce() {
        let handler = RemoteNotificationHandler(roster: FakeRoster())
        var results: [UIBackgroundFetchResult] = []
        handler.handle(["kind": "roster", "crew": "MV-Hollyhock"]) { results.append($0) }
        XCTAssertEqual(results.count, 1, "iOS's fetch completion handler must be called once per push")
        XCTAssertEqual(results.first, .newData)
    }
}
