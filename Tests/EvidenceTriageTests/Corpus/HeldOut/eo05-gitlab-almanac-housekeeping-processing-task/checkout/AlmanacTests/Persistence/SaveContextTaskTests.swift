import CoreData
import UIKit
import XCTest
@testable import Almanac

final class SaveContextTaskTests: XCTestCase {
    func testSaveCompletes() {
        let app = FakeApplication()
        let task = SaveContextTask(application: app, context: InMemoryStack.makeContext())
        let saved = expectation(description: "saved")

        task.saveInBackground { error in
            XCTAssertNil(error)
            saved.fulfill()
        }

        wait(for: [saved], timeout: 2)
    }

    /// Every beginBackgroundTask must be balanced by endBackgroundTask, or iOS terminates
    /// the app once the background time runs out.
    func testBackgroundTaskEndedAfterSave() {
        let app = FakeApplication()
        let task = SaveContextTask(application: app, context: InMemoryStack.makeContext())
        let saved = expectation(description: "saved")

        task.saveInBackground { _ in saved.fulfill() }
        wait(for: [saved], timeout: 2)

        XCTAssertEqual(app.begun, 1)
        XCTAssertEqual(app.openTasks, 0, "background task still open after the save completed")
    }
}

private final class FakeApplication: BackgroundTaskApplication {
    private var next = 1
    private(set) var begun = 0
    private var open: Set<Int> = []
    var openTasks: Int { open.count }

    func beginBackgroundTask(withName name: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier {
        defer { next += 1 }
        begun += 1
        open.insert(next)
        NSLog("[FakeApplication] begin background task %d (%@)", next, name ?? "")
        return UIBackgroundTaskIdentifier(rawValue: next)
    }

    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        open.remove(identifier.rawValue)
    }
}
