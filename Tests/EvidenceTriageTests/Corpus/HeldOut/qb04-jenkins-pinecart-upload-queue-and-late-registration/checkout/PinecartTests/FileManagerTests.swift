import XCTest
@testable import Pinecart

final class FileManagerTests: XCTestCase {
    func testListFilesRunsAfterFailedUpload() {
        let connection = TestConnection()
        let files = HeadUnitFileManager(connection: connection)
        connection.failNextPutFile(with: .disconnected)
        files.upload(HeadUnitFile(name: "artwork.png", data: Data(count: 2048))) { _ in }
        let listed = expectation(description: "list files finished")
        files.refreshRemoteFileList { _ in listed.fulfill() }
        wait(for: [listed], timeout: 10)
    }
}
