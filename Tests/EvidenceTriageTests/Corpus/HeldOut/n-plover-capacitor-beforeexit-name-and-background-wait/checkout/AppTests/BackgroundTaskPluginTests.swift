import Testing
import Capacitor
@testable import Plover

@Suite("Background task plugin")
struct BackgroundTaskPluginTests {
    @Test("beforeExit is exposed to JavaScript")
    func beforeExitIsExposed() {
        let plugin = BackgroundTaskPlugin()
        let names = plugin.pluginMethods.map(\.name)
        #expect(names.contains("beforeExit"))
    }

    @Test("Upload keeps running five minutes after backgrounding")
    func uploadKeepsRunningAfterBackgrounding() async throws {
        let harness = try await AppLifecycleHarness.launch()
        try await harness.startUpload(bytes: 48_000_000)
        await harness.sendToBackground()
        try await Task.sleep(for: .seconds(300))
        #expect(await harness.uploadState == .finished)
    }
}
