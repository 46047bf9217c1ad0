import XCTest
@testable import Parcelpost

final class DeliveryQueueModuleTests: XCTestCase {
    func testDrainMarksDeliveredOnlyAfterServerAck() async throws {
        let store = InMemoryDeliveryStore(seed: ["p-1", "p-2"])
        let api = StubDeliveryAPI(responses: [.ack("p-1"), .serverError("p-2")])
        let module = DeliveryQueueModule(store: store, api: api)

        try await module.drain()

        XCTAssertEqual(store.delivered, ["p-1"])
        XCTAssertEqual(store.pending, ["p-2"])
    }
}
