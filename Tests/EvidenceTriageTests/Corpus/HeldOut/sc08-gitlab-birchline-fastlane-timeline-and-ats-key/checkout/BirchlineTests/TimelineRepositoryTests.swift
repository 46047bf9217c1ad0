import XCTest
import Apollo
@testable import Birchline

final class TimelineRepositoryTests: XCTestCase {
    func testLoadTimelineFromNetwork() async throws {
        let repo = TimelineRepository(client: .stubbed(cache: .empty))
        let timeline = try await repo.loadTimeline(policy: .fetchIgnoringCacheData)
        XCTAssertEqual(timeline.posts.count, 20)
    }

    func testLoadTimelineResumesOnce() async throws {
        let repo = TimelineRepository(client: .stubbed(cache: .primed(posts: 5)))
        let timeline = try await repo.loadTimeline()
        XCTAssertEqual(timeline.posts.count, 5)
    }
}
