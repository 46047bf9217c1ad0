import XCTest
@testable import Kestrel

@MainActor
final class UploadCoordinatorTests: XCTestCase {
    func testProgressCallbackUpdatesBadge() async throws {
        let client = TransferClient(session: .stubbed(responseDelay: 0.05))
        let coordinator = UploadCoordinator(client: client)
        coordinator.start(.fixture(count: 3))
        try await client.waitUntilIdle(timeout: 5)
        XCTAssertEqual(coordinator.badgeCount, 0)
    }
}
