import XCTest
@testable import QuillCore

final class ParakeetPrewarmTests: XCTestCase {
    func testPrewarmGivesUpAtItsBudget() {
        let downloader = ModelDownloader(whisper: StubEngine(), parakeet: NeverReturningEngine())
        let info = ModelInfo.parakeetV3.withPrewarmTimeout(seconds: 5)
        let returned = expectation(description: "prepareParakeet returned or threw")
        Task {
            _ = try? await downloader.prepareParakeet(info)
            returned.fulfill()
        }
        wait(for: [returned], timeout: 30)
    }
}
