import XCTest
@testable import Marigold

final class RecipeFeedSnapshotTests: XCTestCase {
    func test_emptyFeed() {
        let sut = makeSUT()
        sut.display([])

        assert(snapshot: sut.snapshot(for: .iPhone(style: .light)), named: "EMPTY_FEED_light")
        assert(snapshot: sut.snapshot(for: .iPhone(style: .dark)), named: "EMPTY_FEED_dark")
    }

    func test_recipeFeedWithContent() {
        let sut = makeSUT()
        sut.display(feedWithContent())

        assert(snapshot: sut.snapshot(for: .iPhone(style: .light)), named: "FEED_WITH_CONTENT_light")
        assert(snapshot: sut.snapshot(for: .iPhone(style: .dark)), named: "FEED_WITH_CONTENT_dark")
    }

    // MARK: - Helpers

    private func makeSUT() -> RecipeFeedViewController {
        let controller = RecipeFeedViewController.make()
        controller.loadViewIfNeeded()
        controller.tableView.showsVerticalScrollIndicator = false
        return controller
    }

    private func feedWithContent() -> [RecipeCellController] {
        [
            RecipeCellController(title: "Charred leeks, romesco", minutes: 35, imageData: .fixture("leeks")),
            RecipeCellController(title: "Weeknight dal", minutes: 25, imageData: .fixture("dal")),
        ]
    }
}
