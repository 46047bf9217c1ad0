import XCTest
@testable import Lichen

final class UploadQueueViewModelTests: XCTestCase {
    func testProgressPublishesMonotonically() async throws {
        let model = UploadQueueViewModel(uploader: FakeCommonsUploader(bytesPerTick: 100_000))
        var seen: [Double] = []
        let token = model.$progress.sink { seen.append($0) }
        defer { token.cancel() }
        try await model.start(Draft.fixture(named: "Cladonia.jpg", bytes: 500_000))
        XCTAssertEqual(seen, seen.sorted(), "progress went backwards")
    }
}
