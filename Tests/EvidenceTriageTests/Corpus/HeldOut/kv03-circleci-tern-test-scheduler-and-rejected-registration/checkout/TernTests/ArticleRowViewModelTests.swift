import XCTest
@testable import Tern

final class ArticleRowViewModelTests: XCTestCase {
    func testReadingTimeRoundsUp() {
        let vm = ArticleRowViewModel(article: .fixture(wordCount: 610))
        XCTAssertEqual(vm.readingTime, "4 min read")
    }
}
