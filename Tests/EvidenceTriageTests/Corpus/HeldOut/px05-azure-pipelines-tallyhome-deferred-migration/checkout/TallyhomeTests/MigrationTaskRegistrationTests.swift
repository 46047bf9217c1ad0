import XCTest
import BackgroundTasks
@testable import Tallyhome

final class MigrationTaskRegistrationTests: XCTestCase {
    func testFinishMigrationRequestAccepted() throws {
        let request = BGProcessingTaskRequest(identifier: FinishMigrationTask.identifier)
        request.requiresExternalPower = true
        XCTAssertNoThrow(try BGTaskScheduler.shared.submit(request))
    }
}
