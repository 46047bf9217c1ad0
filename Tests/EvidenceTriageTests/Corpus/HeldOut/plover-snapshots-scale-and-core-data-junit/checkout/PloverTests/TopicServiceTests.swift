import XCTest
import CoreData
@testable import Plover

final class TopicServiceTests: XCTestCase {
    private var contextManager: TestContextManager!

    override func setUp() {
        super.setUp()
        contextManager = TestContextManager()   // overrides ContextManager.shared
    }

    func testFollowingTopicPersists() throws {
        let service = TopicService(context: contextManager.mainContext)
        try service.follow(slug: "coastal-ecology")
        XCTAssertTrue(try service.isFollowing(slug: "coastal-ecology"))
    }

    func testCurrentTopicFallsBackToDefault() throws {
        let service = TopicService(context: ContextManager.shared.mainContext)
        let topic = try service.currentTopic()
        XCTAssertEqual(topic.slug, "front-page")
    }
}
