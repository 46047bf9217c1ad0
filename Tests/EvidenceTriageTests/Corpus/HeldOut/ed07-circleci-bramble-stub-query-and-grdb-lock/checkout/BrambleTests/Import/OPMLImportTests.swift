import XCTest
@testable import Bramble

final class OPMLImportTests: XCTestCase {

    func testImportsNestedFolders() {
        let importer = OPMLImporter(store: InMemorySubscriptionStore())
        let finished = expectation(description: "import finished")
        importer.importFile(Fixtures.url("nested.opml")) { result in
            XCTAssertEqual(try? result.get().folders.count, 4)
            finished.fulfill()
        }
        wait(for: [finished], timeout: 1)
    }
}
