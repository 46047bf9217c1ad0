import XCTest
@testable import BrindleServer

final class DraftAutosaveTests: XCTestCase {
    func testAutosaveHoldsBackgroundTaskWhileSaving() throws {
        let autosave = DraftAutosave()
        autosave.applicationDidEnterBackground()
        XCTAssertNotEqual(autosave.backgroundTask, .invalid, "autosave must hold a background task while it flushes")
        autosave.finishFlush()
    }
}
