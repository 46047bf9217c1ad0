import XCTest
@testable import home_widget

private final class FakeChannel: DartChannel {
    var delivered: [String] = []
    var callbackDuration: UInt64 = 0
    private(set) var callbackCompleted = false
    func invoke(_ method: String, arguments: [Any]) async {
        delivered.append(arguments.first as? String ?? "nil")
        try? await Task.sleep(nanoseconds: callbackDuration)
        callbackCompleted = true
    }
}

final class HomeWidgetBackgroundWorkerTests: XCTestCase {
    override func setUp() {
        super.setUp()
        HomeWidgetBackgroundWorker.isSetupCompleted = false
        HomeWidgetBackgroundWorker.queue = []
        HomeWidgetBackgroundWorker.channel = nil
    }

    /// App terminated: the first tap arrives while the headless engine is
    /// still starting. It must be queued and delivered once the engine is up.
    func testFirstTapQueuedUntilEngineReady() async {
        let channel = FakeChannel()
        await HomeWidgetBackgroundWorker.run(url: URL(string: "homeWidget://increment?id=water"), appGroup: "group.app.tallyho.shared")
        HomeWidgetBackgroundWorker.channel = channel
        await HomeWidgetBackgroundWorker.backgroundInitialized()
        try? await Task.sleep(nanoseconds: 100_000_000)
        XCTAssertEqual(channel.delivered, ["homeWidget://increment?id=water"])
    }

    /// The AppIntent calls reloadTimelines right after run() returns, so run()
    /// must not return before the Dart callback has finished.
    func testRunReturnsAfterDartCallbackCompletes() async {
        let channel = FakeChannel()
        channel.callbackDuration = 300_000_000
        HomeWidgetBackgroundWorker.channel = channel
        HomeWidgetBackgroundWorker.isSetupCompleted = true
        await HomeWidgetBackgroundWorker.run(url: URL(string: "homeWidget://increment?id=water"), appGroup: "group.app.tallyho.shared")
        XCTAssertTrue(channel.callbackCompleted, "run() returned before the Dart interactivity callback completed")
    }
}
