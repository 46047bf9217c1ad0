import XCTest
@testable import Wickerbay

@MainActor
final class SceneRouterTests: XCTestCase {
    func testDeepLinkOpensGarageScene() async throws {
        let router = SceneRouter()
        router.open(URL(string: "wickerbay://garage")!)
        try await Task.sleep(for: .milliseconds(150))
        XCTAssertEqual(router.current, "garage")
    }
}
