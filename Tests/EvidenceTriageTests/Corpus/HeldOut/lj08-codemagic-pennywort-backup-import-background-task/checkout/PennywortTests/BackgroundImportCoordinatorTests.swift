import Testing
import UIKit
@testable import Pennywort

@MainActor
struct BackgroundImportCoordinatorTests {
    @Test func importSuspendsWhenBackgroundTimeExpires() async throws {
        let app = FakeBackgroundApplication()
        let importer = ControllableImporter()
        let coordinator = BackgroundImportCoordinator(application: app, importer: importer)
        coordinator.sceneDidEnterBackground()
        app.expireAll()
        #expect(importer.state == .suspended)
    }

    @Test func endsBackgroundTaskAfterImportFinishes() async throws {
        let app = FakeBackgroundApplication()
        let importer = ControllableImporter()
        let coordinator = BackgroundImportCoordinator(application: app, importer: importer)
        coordinator.sceneDidEnterBackground()
        importer.finish()
        #expect(app.endedTaskIDs == app.begunTaskIDs)
    }
}
