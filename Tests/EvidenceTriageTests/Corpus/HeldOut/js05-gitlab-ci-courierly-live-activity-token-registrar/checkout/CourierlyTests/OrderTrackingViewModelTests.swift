import XCTest
@testable import Courierly

final class OrderTrackingViewModelTests: XCTestCase {
    func testPollingStopsWhenDelivered() async throws {
        let api = ScriptedOrderAPI(statuses: [.enRoute, .enRoute, .delivered])
        let model = await OrderTrackingViewModel(api: api, pollInterval: .milliseconds(50))
        await model.startPolling()
        try await Task.sleep(for: .milliseconds(400))
        let polls = await api.pollCount
        XCTAssertEqual(polls, 3)
    }
}
