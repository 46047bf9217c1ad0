@testable import Lumen
import XCTest

final class BackgroundTaskRegistrarTests: XCTestCase {
    func testFlushEndsTask() {
        let app = FakeApplication()
        SyncEngine.shared.flushImmediatelyForTesting = true
        BackgroundTaskRegistrar(application: app).beginFinishingSync()
        XCTAssertEqual(app.open.count, 0)
    }

    func testEnteringForegroundEndsOpenTask() {
        let app = FakeApplication()
        SyncEngine.shared.flushImmediatelyForTesting = false // flush still running when the user comes back
        let registrar = BackgroundTaskRegistrar(application: app)
        registrar.beginFinishingSync()

        NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: nil)
        XCTAssertEqual(app.open.count, 0, "background task \(app.open.values.sorted()) still open after willEnterForeground")
    }
}
