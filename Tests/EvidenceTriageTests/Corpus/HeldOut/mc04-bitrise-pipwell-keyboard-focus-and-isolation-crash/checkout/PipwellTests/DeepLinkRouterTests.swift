import XCTest
@testable import Pipwell

final class DeepLinkRouterTests: XCTestCase {
    @MainActor
    func testDeferredLinkOpensRecipe() async {
        let attribution = FakeAttributionSDK(deferredLink: URL(string: "pipwell://recipe/412")!)
        let router = DeepLinkRouter(attribution: attribution)
        let route = await router.resolveDeferred()
        XCTAssertEqual(route, .recipe(id: 412))
    }
}
