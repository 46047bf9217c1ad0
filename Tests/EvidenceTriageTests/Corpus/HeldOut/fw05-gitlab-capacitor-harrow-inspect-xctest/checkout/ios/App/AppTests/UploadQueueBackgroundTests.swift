import BackgroundTasks
import Capacitor
import XCTest
@testable import App

final class UploadQueueBackgroundTests: XCTestCase {

    func testScheduleDrainRejectsWithoutIdentifier() {
        XCTAssertEqual(UploadQueuePlugin.drainTaskId, "com.harrow.inspect.upload-drain")
    }

    func testRegistersProcessingHandler() {
        // Loading the plugin the way the bridge does must register the drain handler.
        let plugin = UploadQueuePlugin()
        plugin.load()
        XCTAssertTrue(BackgroundTaskProbe.hasHandler(for: UploadQueuePlugin.drainTaskId))
    }
}
