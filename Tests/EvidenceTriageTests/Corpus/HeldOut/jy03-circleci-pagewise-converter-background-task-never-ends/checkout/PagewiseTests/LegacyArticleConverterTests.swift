import XCTest
@testable import Pagewise

final class FakeBackgroundTime: BackgroundTimeProviding {
    private(set) var open: [Int] = []
    private var next = 3
    var expirations: [() -> Void] = []
    func beginBackgroundTask(withName name: String, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier {
        open.append(next); defer { next += 1 }
        if let h = expirationHandler { expirations.append(h) }
        return UIBackgroundTaskIdentifier(rawValue: next)
    }
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) { open.removeAll { $0 == identifier.rawValue } }
}

final class LegacyArticleConverterTests: XCTestCase {
    func testConvertsArticleWithLegacyHTML() {
        let store = InMemorySavedArticles(keys: ["Pagewise/Saved/tidal-power"])
        let converter = LegacyArticleConverter(store: store, files: .fixture(["Pagewise/Saved/tidal-power"]), app: FakeBackgroundTime())
        let drained = expectation(description: "converter drained the queue")
        converter.onDrained = { drained.fulfill() }
        converter.start()
        wait(for: [drained], timeout: 2)
        XCTAssertEqual(store.converted, ["Pagewise/Saved/tidal-power"])
    }

    func testArticleWithoutLegacyHTMLIsSkipped() {
        let store = InMemorySavedArticles(keys: ["Pagewise/Saved/ocean-acidification", "Pagewise/Saved/tidal-power"])
        let converter = LegacyArticleConverter(store: store, files: .fixture(["Pagewise/Saved/tidal-power"]), app: FakeBackgroundTime())
        let drained = expectation(description: "converter drained the queue")
        converter.onDrained = { drained.fulfill() }
        converter.start()
        wait(for: [drained], timeout: 10)
    }

    func testBackgroundTaskEndsWhenQueueIsEmpty() {
        let app = FakeBackgroundTime()
        let store = InMemorySavedArticles(keys: ["Pagewise/Saved/tidal-power"])
        let converter = LegacyArticleConverter(store: store, files: .fixture(["Pagewise/Saved/tidal-power"]), app: app)
        let drained = expectation(description: "drained")
        converter.onDrained = { drained.fulfill() }
        converter.start()
        wait(for: [drained], timeout: 2)
        XCTAssertEqual(app.open, [], "background task still open after the queue drained")
    }
}
