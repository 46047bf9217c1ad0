import XCTest
@testable import Brindle

@MainActor
final class InboxAfterBackgroundRefreshTests: XCTestCase {
    func testForegroundReloadAfterBackgroundRefreshShowsArticles() async {
        let loader = ControlledArticleLoader(articles: .fixtures(count: 12))
        let vm = InboxViewModel(loader: loader)

        // Background refresh starts, iOS expires it, the process is NOT killed.
        vm.backgroundRefreshStarted()
        vm.backgroundRefreshExpired()

        // User opens the app.
        await vm.reload()

        XCTAssertEqual(vm.articles.count, 12,
                       "inbox must not show zero after a background refresh was cancelled")
    }
}
