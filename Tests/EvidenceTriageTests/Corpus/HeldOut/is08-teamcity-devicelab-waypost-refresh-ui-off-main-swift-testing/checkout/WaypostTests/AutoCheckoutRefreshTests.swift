import XCTest
@testable import Waypost

final class AutoCheckoutRefreshTests: XCTestCase {
    func testRefreshChecksOutEndedVenues() {
        let store = InMemoryCheckinStore(active: [.fixture(venue: .harbourHall(closes: .distantPast))])
        let refresh = AutoCheckoutRefresh(service: AutoCheckoutService(store: store))
        refresh.handle(FakeAppRefreshTask())
        XCTAssertTrue(store.active().isEmpty)
    }

    func testRefreshUpdatesCheckinsScreen() {
        let store = InMemoryCheckinStore(active: [.fixture(venue: .harbourHall(closes: .distantPast))])
        let service = AutoCheckoutService(store: store)
        let screen = CheckinsViewController(service: service)
        TestWindow.show(screen)

        // Like the real launch handler (registered with using: nil), run on a background queue.
        let done = expectation(description: "refresh handled")
        DispatchQueue.global(qos: .utility).async {
            AutoCheckoutRefresh(service: service).handle(FakeAppRefreshTask())
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(screen.statusText, "Not checked in")
    }
}
