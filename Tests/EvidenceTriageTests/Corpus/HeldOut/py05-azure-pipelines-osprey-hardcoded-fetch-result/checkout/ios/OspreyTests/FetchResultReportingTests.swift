import XCTest
@testable import Osprey

final class FetchResultReportingTests: XCTestCase {
    private func runFetch(serverReturns fixture: String) async -> UIBackgroundFetchResult {
        OspreyTestServer.shared.respond(with: fixture)
        return await withCheckedContinuation { cont in
            AppDelegate.current.application(UIApplication.shared, performFetchWithCompletionHandler: { result in
                cont.resume(returning: result)
            })
        }
    }

    func testNewDataReportedWhenSightingsAdded() async {
        let result = await runFetch(serverReturns: "sightings-3-new.json")
        XCTAssertEqual(result, .newData)
    }

    func testNoDataReportedWhenNothingChanged() async {
        let result = await runFetch(serverReturns: "sightings-unchanged.json")
        XCTAssertEqual(result, .noData)
    }

    func testFailedReportedOnServerError() async {
        let result = await runFetch(serverReturns: "http-503")
        XCTAssertEqual(result, .failed)
    }
}
