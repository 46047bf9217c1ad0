import BackgroundTasks
import shared
import XCTest
@testable import Ferrow

final class DepartureRefreshTests: XCTestCase {
    func testIdentifierUsesBundlePrefix() {
        XCTAssertTrue(DepartureRefreshScheduler.shared.identifier.hasSuffix(".departures.refresh"))
    }

    func testRefreshIsSubmittedOnBackground() {
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        let error = DepartureRefreshScheduler.shared.submit()
        // The Simulator may refuse with Code=1 (unavailable); anything else is a setup problem.
        if let error = error as NSError?, error.code == BGTaskScheduler.Error.unavailable.rawValue { return }
        XCTAssertNil(error, "departure refresh was not accepted")
    }
}
