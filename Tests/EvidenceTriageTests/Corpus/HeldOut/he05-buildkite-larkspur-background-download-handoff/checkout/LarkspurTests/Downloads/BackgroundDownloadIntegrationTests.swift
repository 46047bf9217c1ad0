import XCTest
@testable import Larkspur

/// Runs in the hosted app on the Simulator with the real background configuration.
final class BackgroundDownloadIntegrationTests: XCTestCase {
    func testFinishEventsDeliveredAfterBackgrounding() throws {
        let finished = expectation(forNotification: .larkspurBackgroundSessionDidFinishEvents, object: nil)
        let manager = DownloadManager.shared   // URLSessionConfiguration.background(withIdentifier: "app.larkspur.episodes")
        manager.enqueue([.stub(id: "ep-311"), .stub(id: "ep-312")])
        // The system calls application(_:handleEventsForBackgroundURLSession:completionHandler:) and then
        // urlSessionDidFinishEvents(forBackgroundURLSession:) once the transfers are done.
        wait(for: [finished], timeout: 60)
        XCTAssertEqual(manager.completedEpisodeIDs.sorted(), ["ep-311", "ep-312"])
    }
}
