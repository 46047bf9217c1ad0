import XCTest
import background_fetch
@testable import Runner

final class BackgroundFetchSimulationTests: XCTestCase {
    /// Same path as Xcode's Debug > Simulate Background Fetch menu item:
    /// the legacy application(_:performFetchWithCompletionHandler:) entry point.
    func testSimulatedBackgroundFetchRunsDartCallback() throws {
        let ran = expectation(description: "Dart onFetch callback ran for com.transistorsoft.fetch")
        DartCallbackProbe.shared.onFetch = { taskId in
            if taskId == "com.transistorsoft.fetch" { ran.fulfill() }
        }
        let app = UIApplication.shared
        app.delegate?.application?(app, performFetchWithCompletionHandler: { _ in })
        wait(for: [ran], timeout: 20)
    }
}
