import XCTest
@testable import Stillwater

final class BackgroundUploadManagerTests: XCTestCase {
    private var tempDir: URL!

    override func setUpWithError() throws {
        tempDir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: tempDir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: tempDir)
    }

    func testTaskResumedWithBodyFile() throws {
        let session = FakeSession()
        let manager = BackgroundUploadManager(session: session, bodyWriter: TempBodyWriter(dir: tempDir))

        manager.upload(fileURL: tempDir.appendingPathComponent("clip.mov"), itemID: UUID(), space: SpaceID(rawValue: "s"))

        XCTAssertEqual(session.tasks.count, 1)
        XCTAssertTrue(session.tasks[0].resumed)
    }

    /// The body file must exist until the session reports completion: if nsurlsessiond
    /// restarts the transfer (retry, app relaunch) it reads the file again.
    func testBodyFileRetainedUntilTaskCompletes() throws {
        let session = FakeSession()
        let manager = BackgroundUploadManager(session: session, bodyWriter: TempBodyWriter(dir: tempDir))

        manager.upload(fileURL: tempDir.appendingPathComponent("clip.mov"), itemID: UUID(), space: SpaceID(rawValue: "s"))
        let bodyURL = try XCTUnwrap(session.tasks.first?.fileURL)

        XCTAssertTrue(FileManager.default.fileExists(atPath: bodyURL.path), "body file deleted before the task completed")

        manager.taskDidComplete(taskIdentifier: session.tasks[0].taskIdentifier, error: nil)
        XCTAssertFalse(FileManager.default.fileExists(atPath: bodyURL.path))
    }
}

private final class FakeSession: UploadSession {
    final class Task: UploadTaskHandle {
        let taskIdentifier: Int
        let fileURL: URL
        var taskDescription: String?
        var resumed = false
        init(id: Int, fileURL: URL) { taskIdentifier = id; self.fileURL = fileURL }
        func resume() { resumed = true }
    }
    var tasks: [Task] = []
    func uploadTask(with request: URLRequest, fromFile fileURL: URL) -> UploadTaskHandle {
        let task = Task(id: tasks.count + 1, fileURL: fileURL)
        tasks.append(task)
        return task
    }
}

private struct TempBodyWriter: MultipartBodyWriting {
    let dir: URL
    func writeBody(for fileURL: URL, itemID: UUID, space: SpaceID) throws -> (URLRequest, URL) {
        let body = dir.appendingPathComponent("\(itemID.uuidString).body")
        try Data("--boundary\r\n".utf8).write(to: body)
        return (URLRequest(url: URL(string: "https://files.stillwater.test/spaces/\(space.rawValue)")!), body)
    }
}
