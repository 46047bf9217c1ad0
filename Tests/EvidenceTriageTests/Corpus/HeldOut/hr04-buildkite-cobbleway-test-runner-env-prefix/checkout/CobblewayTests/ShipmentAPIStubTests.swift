import XCTest
@testable import Cobbleway

/// Runs the API client against the local stub started by scripts/ci/test.sh.
final class ShipmentAPIStubTests: XCTestCase {
    private var client: ShipmentAPIClient!

    override func setUpWithError() throws {
        let raw = try XCTUnwrap(ProcessInfo.processInfo.environment["STUB_API_BASE_URL"],
                                "STUB_API_BASE_URL is not set in the test process environment")
        let baseURL = try XCTUnwrap(URL(string: raw))
        client = ShipmentAPIClient(baseURL: baseURL, session: .shared, retryPolicy: .init(maxAttempts: 3, baseDelay: 0.05))
    }

    func testFetchesActiveShipmentsFromStub() async throws {
        let shipments = try await client.activeShipments()
        XCTAssertEqual(shipments.map(\.id), ["CW-10021", "CW-10022", "CW-10037"])
    }

    func testRetriesAfter503FromStub() async throws {
        let shipment = try await client.shipment(id: "CW-503-ONCE")
        XCTAssertEqual(shipment.status, .inTransit)
    }
}
