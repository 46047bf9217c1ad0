import Combine
import XCTest
@testable import Lanternfish

final class DownloadProgressObserverTests: XCTestCase {
    private var cancellables: Set<AnyCancellable> = []

    func testProgressPublishesOnMainQueue() {
        let observer = DownloadProgressObserver()
        let published = expectation(description: "progress published")
        observer.$fractionCompleted
            .dropFirst()
            .sink { value in
                XCTAssertTrue(Thread.isMainThread)
                XCTAssertEqual(value, 0.5, accuracy: 0.001)
                published.fulfill()
            }
            .store(in: &cancellables)
        DispatchQueue.global(qos: .utility).async {
            observer.didWrite(bytes: 512, of: 1024, episodeID: "ep-1001")
        }
        wait(for: [published], timeout: 1)
    }

    func testIgnoresUnknownExpectedLength() {
        let observer = DownloadProgressObserver()
        observer.didWrite(bytes: 512, of: NSURLSessionTransferSizeUnknown, episodeID: "ep-1001")
        XCTAssertEqual(observer.fractionCompleted, 0)
    }
}
