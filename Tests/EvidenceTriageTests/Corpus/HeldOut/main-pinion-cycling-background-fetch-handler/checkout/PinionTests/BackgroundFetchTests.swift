import XCTest
import UIKit
@testable import Pinion

final class BackgroundFetchTests: XCTestCase {
    func testFetchCallsCompletionOnce() throws {
        let delegate = AppDelegate()
        delegate.eventsService = StubEventsService(results: [.newData, .newData])
        delegate.application(UIApplication.shared) { _ in }
        delegate.application(UIApplication.shared) { _ in }
    }
}
