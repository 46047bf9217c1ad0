import XCTest
@testable import Gantry

class BackgroundFetchHandlerTests: XCTestCase {
    func testNewDataWhenEntriesArrive() {
        let client = StubDiaryClient(page: DiaryPage(entries: [.fixture(id: "d-118")], nextToken: "t2"))
        let handler = BackgroundFetchHandler(diary: SiteDiaryStore(inMemory: true), client: client)
        var result: UIBackgroundFetchResult?
        handler.refresh { result = $0 }
        XCTAssertEqual(result?.rawValue, UIBackgroundFetchResult.newData.rawValue)
    }

    func testNoDataWhenDiaryUnchanged() {
        let client = StubDiaryClient(page: DiaryPage(entries: [], nextToken: "t1"))
        let handler = BackgroundFetchHandler(diary: SiteDiaryStore(inMemory: true), client: client)
        var result: UIBackgroundFetchResult?
        handler.refresh { result = $0 }
        XCTAssertEqual(result?.rawValue, UIBackgroundFetchResult.noData.rawValue)
    }

    func testFailedWhenOffline() {
        let client = StubDiaryClient(error: URLError(.notConnectedToInternet))
        let handler = BackgroundFetchHandler(diary: SiteDiaryStore(inMemory: true), client: client)
        var result: UIBackgroundFetchResult?
        handler.refresh { result = $0 }
        XCTAssertEqual(result?.rawValue, UIBackgroundFetchResult.failed.rawValue)
    }
}
