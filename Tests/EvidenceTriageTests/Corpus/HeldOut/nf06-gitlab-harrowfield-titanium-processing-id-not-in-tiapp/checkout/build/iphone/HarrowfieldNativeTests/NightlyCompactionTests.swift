import BackgroundTasks
import XCTest
@testable import Harrowfield

final class NightlyCompactionTests: XCTestCase {
    func testCompactionRunsOvernight() throws {
        let fired = expectation(description: "backgroundprocess event for com.harrowfield.logbook.compact")
        let token = TiEventBridge.shared.observe("backgroundprocess") { event in
            if event["identifier"] as? String == "com.harrowfield.logbook.compact" { fired.fulfill() }
        }
        defer { TiEventBridge.shared.remove(token) }
        TiBackgroundTaskRegistry.shared.submit(identifier: "com.harrowfield.logbook.compact", networkConnect: false, powerConnect: true)
        wait(for: [fired], timeout: 300)
    }
}
