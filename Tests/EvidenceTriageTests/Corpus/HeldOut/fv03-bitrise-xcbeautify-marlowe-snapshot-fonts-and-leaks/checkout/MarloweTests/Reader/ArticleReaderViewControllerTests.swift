import XCTest
@testable import Marlowe

final class ArticleReaderViewControllerTests: XCTestCase {
    func testShowsTitleAfterLoad() {
        let sut = makeSUT()
        sut.loadViewIfNeeded()
        XCTAssertEqual(sut.titleLabel.text, "The Quiet Return of the Night Train")
    }

    func testReaderIsDeallocatedAfterDismiss() {
        let sut = makeSUT()
        sut.loadViewIfNeeded()
        sut.viewModel.start()
        sut.dismiss(animated: false)
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> ArticleReaderViewController {
        let viewModel = ArticleReaderViewModel(article: .fixture(), store: InMemoryReadingProgressStore())
        let sut = ArticleReaderViewController(viewModel: viewModel)
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(viewModel, file: file, line: line)
        return sut
    }
}
