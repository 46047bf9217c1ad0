import XCTest
@testable import Tallyfold

final class ProgressButtonModelTests: XCTestCase {

    func testStartsIdle() {
        let model = ProgressButtonModel { }
        XCTAssertFalse(model.isRunning)
    }

    func testTapRunsActionOnce() async {
        var calls = 0
        let model = ProgressButtonModel { calls += 1 }
        await model.tap()
        XCTAssertEqual(calls, 1)
        XCTAssertEqual(model.runCount, 1)
    }
}
