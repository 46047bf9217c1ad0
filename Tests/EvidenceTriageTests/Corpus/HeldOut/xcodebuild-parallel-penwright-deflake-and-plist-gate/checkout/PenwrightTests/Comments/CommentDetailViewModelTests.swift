import XCTest
@testable import Penwright

@MainActor
final class CommentDetailViewModelTests: XCTestCase {
    func testActionsWaitForReplyCountAfterDetailRenders() async throws {
        let service = StubCommentService(detail: .fixture(id: 77), replyCount: 4)
        let vm = CommentDetailViewModel(commentID: 77, service: service)

        vm.onAppear()
        await waitUntil { service.replyCountCalls.count == 1 }

        XCTAssertEqual(vm.content, .loaded(.fixture(id: 77)))
        XCTAssertEqual(vm.actions.map(\.kind), [.reply, .like, .moderate])
    }
}
