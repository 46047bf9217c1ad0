import XCTest
@testable import Ferrylog

@MainActor
final class TicketListViewModelTests: XCTestCase {
    func testRefreshMergesPages() async throws {
        let api = StubTicketAPI(pages: [[.fixture(id: "T-1")], [.fixture(id: "T-2")], []])
        let model = TicketListViewModel(api: api)
        await model.refresh()
        XCTAssertEqual(model.rows.map(\.id), ["T-1", "T-2"])
    }

    func testEmptyStateWhenNoTickets() async throws {
        let model = TicketListViewModel(api: StubTicketAPI(pages: [[]]))
        await model.refresh()
        XCTAssertTrue(model.showsEmptyState)
    }
}
