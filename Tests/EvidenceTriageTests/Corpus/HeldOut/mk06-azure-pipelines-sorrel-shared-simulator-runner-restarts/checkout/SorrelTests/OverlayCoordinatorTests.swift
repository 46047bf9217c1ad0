import XCTest
@testable import Sorrel

@MainActor
final class OverlayCoordinatorTests: XCTestCase {
    func testStaleDismissalKeepsNewerOverlay() async throws {
        let coordinator = OverlayCoordinator(timeout: .milliseconds(200))
        let first = coordinator.present(.syncBanner)
        let second = coordinator.present(.syncBanner)
        try await Task.sleep(for: .milliseconds(250))
        coordinator.dismissIfCurrent(first)
        XCTAssertEqual(coordinator.current?.generation, second.generation)
    }
}
