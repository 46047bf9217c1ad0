import XCTest
@testable import Parcelpost

/// Stands in for UIApplication: counts begin/end calls, never talks to the system.
final class SubstituteApplication: BackgroundTaskApplication {
    private(set) var begun = 0
    private(set) var ended = 0
    func beginBackgroundTask(withName name: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier {
        begun += 1
        return UIBackgroundTaskIdentifier(rawValue: begun)
    }
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) { ended += 1 }
}

final class UploadFetcherBackgroundTaskTests: XCTestCase {
    var fake: SubstituteApplication!

    override func setUp() {
        fake = SubstituteApplication()
        UploadFetcher.application = fake
    }

    func testInProcessFetchBeginsAndEndsOneTask() {
        let fetcher = UploadFetcher()
        fetcher.beginFetch(chunk: .init(index: 0))
        fetcher.endBackgroundTaskIfNeeded()
        XCTAssertEqual(fake.begun, 1)
        XCTAssertEqual(fake.ended, 1)
    }

    func testBackgroundSessionFetchSkipsBackgroundTask() {
        let fetcher = UploadFetcher()
        fetcher.sessionIdentifier = "app.parcelpost.upload.session"   // preference left at false
        fetcher.beginFetch(chunk: .init(index: 0))
        XCTAssertEqual(fake.begun, 0, "a fetch on a background URLSession must not hold a UIApplication background task")
    }

    func testChunkFetchersDoNotBeginBackgroundTasks() {
        let upload = ChunkedUpload(parts: 4, sessionIdentifier: "app.parcelpost.upload.session")
        upload.start(using: UploadFetcher.self)
        XCTAssertEqual(fake.begun, 1, "only the initial in-process fetch may begin a background task")
    }
}
