import XCTest
@testable import Quay

final class TimetableRefreshJobTests: XCTestCase {
    private var store: InMemoryTimetableStore!
    private var client: StubTimetableClient!

    override func setUp() async throws {
        store = InMemoryTimetableStore()
        client = StubTimetableClient()
        try await store.save(Timetable.fixture(route: "ARD-BRD", sailings: 42))
    }

    func testRefreshReplacesTimetableOnSuccess() async throws {
        client.next = .success(Timetable.fixture(route: "ARD-BRD", sailings: 44))
        try await TimetableRefreshJob(client: client, store: store).run()
        let saved = try await store.load(route: "ARD-BRD")
        XCTAssertEqual(saved?.sailings.count, 44)
    }

    func testRefreshKeepsPreviousTimetableWhenDownloadFails() async throws {
        client.next = .failure(URLError(.timedOut))
        do {
            try await TimetableRefreshJob(client: client, store: store).run()
            XCTFail("expected the refresh to throw")
        } catch {}
        let saved = try await store.load(route: "ARD-BRD")
        XCTAssertEqual(saved?.sailings.count, 42)
    }
}
