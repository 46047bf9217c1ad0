import XCTest
@testable import Ledgerly

/// LedgerFetchHandler with a FakeFetchFinisher and a stubbed LedgerSync: no OS scheduling involved.
final class FetchTaskHandlerTests: XCTestCase {

    private var finisher: FakeFetchFinisher!
    private var sync: StubLedgerSync!
    private var handler: LedgerFetchHandler!

    override func setUp() {
        super.setUp()
        finisher = FakeFetchFinisher()
        sync = StubLedgerSync()
        handler = LedgerFetchHandler(finisher: finisher, sync: sync)
    }

    func testFinishCalledAfterSuccessfulSync() async {
        sync.result = .success(12)
        await handler.onFetch(taskId: "com.transistorsoft.fetch")
        XCTAssertEqual(finisher.finished, ["com.transistorsoft.fetch"])
    }

    func testFinishCalledWhenLedgerSyncThrows() async {
        sync.result = .failure(URLError(.notConnectedToInternet))
        await handler.onFetch(taskId: "com.transistorsoft.fetch")
        XCTAssertEqual(finisher.finished, ["com.transistorsoft.fetch"])
    }

    func testTimeoutCallbackFinishesTask() {
        handler.onTimeout(taskId: "com.transistorsoft.fetch")
        XCTAssertEqual(finisher.finished, ["com.transistorsoft.fetch"])
        XCTAssertTrue(sync.cancelled)
    }
}
