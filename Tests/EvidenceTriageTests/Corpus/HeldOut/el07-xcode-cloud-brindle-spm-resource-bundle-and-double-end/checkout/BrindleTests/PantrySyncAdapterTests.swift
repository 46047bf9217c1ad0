import UIKit
import XCTest
@testable import Brindle

final class PantrySyncAdapterTests: XCTestCase {
    func testExpirationEndsBackgroundTaskOnce() async throws {
        let app = FakeBackgroundTaskApplication()
        let adapter = PantrySyncAdapter(application: app, sync: SlowPantrySync(duration: .seconds(5)))

        adapter.applicationDidEnterBackground()
        app.expireAll()                       // the system's expiration handler
        try await Task.sleep(for: .milliseconds(200))

        XCTAssertEqual(app.endedTaskIDs.count, 1, "endBackgroundTask must be called exactly once per task")
    }
}
