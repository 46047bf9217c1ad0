import XCTest
@testable import flutter_downloader

final class DownloadTerminationTests: XCTestCase {
    private var db: TaskDatabase!

    override func setUpWithError() throws {
        db = try TaskDatabase.inMemory()
    }

    func testRunningTasksArePausedOnTermination() throws {
        let plugin = FlutterDownloaderPlugin.makeForTesting(database: db)
        let running = try plugin.enqueueForTesting(url: "https://cdn.hollis.fm/ep/412.mp3", status: .running)

        plugin.applicationWillTerminate(UIApplication.shared)

        XCTAssertNotEqual(try db.task(id: running).status, .complete)
    }

    func testCompletedTasksSurviveTermination() throws {
        let plugin = FlutterDownloaderPlugin.makeForTesting(database: db)
        let finished = try plugin.enqueueForTesting(url: "https://cdn.hollis.fm/ep/411.mp3", status: .complete)

        plugin.applicationWillTerminate(UIApplication.shared)

        XCTAssertEqual(try db.task(id: finished).status, .complete, "a finished episode must stay downloaded")
    }
}
