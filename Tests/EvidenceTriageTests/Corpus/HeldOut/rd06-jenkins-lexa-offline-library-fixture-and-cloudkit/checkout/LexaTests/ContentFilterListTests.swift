import XCTest
@testable import Lexa

final class ContentFilterListTests: XCTestCase {
    func testCompileListsNotInStoreCallsCompletion() {
        let store = WKContentRuleListStoreFake()
        let compiled = expectation(description: "completion called")
        ContentFilterCompiler(store: store).compileListsNotInStore {
            compiled.fulfill()
        }
        wait(for: [compiled], timeout: 2)
    }
}
