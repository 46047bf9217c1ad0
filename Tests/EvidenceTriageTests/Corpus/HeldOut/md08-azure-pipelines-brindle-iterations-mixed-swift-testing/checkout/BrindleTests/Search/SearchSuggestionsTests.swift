import XCTest
@testable import Brindle

final class SearchSuggestionsTests: XCTestCase {
    func testDebouncesKeystrokes() async {
        let api = CountingSuggestionsAPI()
        let model = SearchSuggestionsModel(api: api, debounce: .milliseconds(150))
        for ch in "brin" { model.query.append(ch) }
        try? await Task.sleep(for: .milliseconds(400))
        XCTAssertEqual(api.requestCount, 1)
    }
}
