import XCTest
@testable import Ferrule

final class SilentPushHandlerTests: XCTestCase {
    func testNewMessagesReportNewData() async {
        let handler = SilentPushHandler(sync: StubInboxSync(result: .success(3)))
        let result = await handler.handle(["aps": ["content-available": 1]])
        XCTAssertEqual(result, .newData)
    }

    func testNoChangesReportNoData() async {
        let handler = SilentPushHandler(sync: StubInboxSync(result: .success(0)))
        let result = await handler.handle(["aps": ["content-available": 1]])
        XCTAssertEqual(result, .noData)
    }

    /// iOS gives roughly 30 s; past our deadline we must answer exactly once with `.failed`.
    func testCompletionHandlerCalledOnceOnTimeout() async {
        let sync = StubInboxSync(result: .success(2), delay: .milliseconds(300))
        let handler = SilentPushHandler(sync: sync, deadline: .milliseconds(100))

        let result = await handler.handle(["aps": ["content-available": 1]])
        try? await Task.sleep(for: .milliseconds(400))

        XCTAssertEqual(result, .failed)
    }
}
