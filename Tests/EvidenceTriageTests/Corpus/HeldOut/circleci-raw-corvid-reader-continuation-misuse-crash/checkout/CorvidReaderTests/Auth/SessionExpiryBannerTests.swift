import XCTest
@testable import CorvidReader

@MainActor
final class SessionExpiryBannerTests: XCTestCase {
    func testBannerHiddenAfterSuccessfulRefresh() async throws {
        let store = CredentialStore(api: StubAuthAPI(delay: .milliseconds(20)), credential: .fixture(expiresIn: -10))
        let model = SessionBannerModel(store: store)
        async let a: Void = model.timelineDidAppear()
        async let b: Void = model.backgroundFeedRefreshDidStart()
        _ = await (a, b)
        XCTAssertFalse(model.isBannerVisible)
    }
}
