import XCTest
@testable import Cobbleway

@MainActor
final class ShipmentListViewModelTests: XCTestCase {
    func testEmptyStateWhenNoShipments() async {
        let model = ShipmentListViewModel(api: StubShipmentAPI(shipments: []))
        await model.load()
        XCTAssertEqual(model.state, .empty)
    }

    func testPullToRefreshCancelsInflightRequest() async {
        let api = StubShipmentAPI(shipments: [.fixture(id: "CW-1")], latency: .milliseconds(150))
        let model = ShipmentListViewModel(api: api)
        async let first: Void = model.load()
        try? await Task.sleep(for: .milliseconds(20))
        await model.refresh()
        _ = await first
        XCTAssertEqual(api.cancelledRequests, 1)
    }
}
