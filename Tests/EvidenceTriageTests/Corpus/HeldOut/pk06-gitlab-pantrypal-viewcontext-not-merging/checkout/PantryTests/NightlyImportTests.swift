import XCTest
import BackgroundTasks
@testable import Pantry

final class NightlyImportTests: XCTestCase {
    func testProcessingTaskRunsOvernight() throws {
        try NightlyImportScheduler.shared.submit()
        sleep(300)
        XCTAssertNotNil(NightlyImportScheduler.shared.lastRunAt)
    }
}
