import XCTest
@testable import Marigold

final class CommentsSnapshotTests: XCTestCase {
    func test_commentsWithContent() {
        let sut = makeSUT()
        sut.display(comments())

        assert(snapshot: sut.snapshot(for: .iPhone(style: .light)), named: "RECIPE_COMMENTS_WITH_CONTENT_light")
        assert(snapshot: sut.snapshot(for: .iPhone(style: .dark)), named: "RECIPE_COMMENTS_WITH_CONTENT_dark")
    }

    private func makeSUT() -> CommentsViewController {
        let controller = CommentsViewController.make()
        controller.loadViewIfNeeded()
        return controller
    }

    private func comments() -> [CommentCellController] {
        [
            CommentCellController(author: "Inés", date: "2 days ago", text: "Used smoked paprika, great."),
            CommentCellController(author: "Teodor", date: "1 week ago", text: "Doubled the garlic. No regrets."),
        ]
    }
}
