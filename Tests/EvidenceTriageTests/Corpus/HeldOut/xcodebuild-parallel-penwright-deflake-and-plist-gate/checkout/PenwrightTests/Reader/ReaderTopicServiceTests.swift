import CoreData
import XCTest
@testable import Penwright

final class ReaderTopicServiceTests: CoreDataTestCase {
    func testReaderSiteTopicUpdated() async throws {
        let service = ReaderTopicService(coreDataStack: stack)
        try await service.siteTopic(forSiteID: 42, remote: .fixture(name: "Field Notes"))
        let topic = try XCTUnwrap(stack.mainContext.firstObject(ofType: ReaderSiteTopic.self))
        XCTAssertEqual(topic.title, "Field Notes")
    }
}
