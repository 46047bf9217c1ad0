import XCTest
@testable import Starforge

final class HUDLayoutTests: XCTestCase {
    func testBossHealthBarFitsSafeArea() async throws {
        let hud = await HUDLayout.make(for: .iPhone16)
        let bar = await hud.bossHealthBarFrame
        XCTAssertTrue(hud.safeArea.contains(bar))
    }
}
