import XCTest
@testable import Skylark

final class ArticleRowViewModelTests: XCTestCase {
    func testBylineShowsSource() {
        let vm = ArticleRowViewModel(article: .fixture(source: "The Ledger", words: 400))
        XCTAssertEqual(vm.byline, "The Ledger")
    }

    func testReadingTimeRoundsUp() {
        let vm = ArticleRowViewModel(article: .fixture(words: 1_050)) // 238 wpm -> 4.4 min
        XCTAssertEqual(vm.readingTime, "5 min read")
    }
}
