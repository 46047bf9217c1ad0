import XCTest
import CoreData
@testable import ShutterGuild

final class Level1JsonReaderTests: XCTestCase {
    private var context: NSManagedObjectContext!

    override func setUp() {
        super.setUp()
        context = PersistenceController.shared.container.newBackgroundContext()
    }

    func testMuseumsParse() throws {
        let expectation = expectation(description: "museums loaded")
        Level1JsonReader(bgContext: context, fileName: "museums", isInTestBundle: true) { count in
            XCTAssertEqual(count, 42)
            expectation.fulfill()
        }
        wait(for: [expectation], timeout: 20)
    }
}
