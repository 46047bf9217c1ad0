import XCTest
import BackgroundTasks
@testable import Runner

/// The native side of the Flutter app owns the BGAppRefreshTask; Dart only receives
/// "refreshLibrary" over the method channel.
final class LibraryRefreshTaskTests: XCTestCase {
    private var scheduler: FakeTaskScheduler!
    private var channel: FakeRefreshChannel!
    private var coordinator: LibraryRefreshCoordinator!

    override func setUp() {
        scheduler = FakeTaskScheduler()
        channel = FakeRefreshChannel(result: .success(updatedSeries: 3))
        coordinator = LibraryRefreshCoordinator(scheduler: scheduler, channel: channel,
                                                identifier: "app.mangashelf.reader.library-refresh",
                                                interval: 6 * 60 * 60)
    }

    func testHandlerCompletesTaskOnSuccess() async {
        let task = FakeRefreshTask()
        await coordinator.handle(task: task)
        XCTAssertEqual(task.completedSuccess, true)
    }

    func testHandlerResubmitsAfterCompletion() async {
        let task = FakeRefreshTask()
        await coordinator.handle(task: task)
        XCTAssertEqual(scheduler.submitted.map(\.identifier), ["app.mangashelf.reader.library-refresh"],
                       "the next library refresh must be submitted once this one has run")
    }
}
