import UIKit
import XCTest
@testable import Merrowdown

/// Records background task calls; tests attach expectations to begin/end.
final class FakeApplication: ApplicationProtocol {
    var beginHandler: ((String?) -> Void)?
    var endHandler: ((UIBackgroundTaskIdentifier) -> Void)?
    private var next = 100

    func beginBackgroundTask(withName name: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier {
        next += 1
        beginHandler?(name)
        return UIBackgroundTaskIdentifier(rawValue: next)
    }

    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        endHandler?(identifier)
    }
}

extension XCTestCase {
    /// Expectations for the begin and the end of a background task with the given name.
    func expectBackgroundTaskBeginAndEnd(named name: String, on app: FakeApplication) -> [XCTestExpectation] {
        let begin = expectation(description: "Background task begin")
        let end = expectation(description: "Background task end")
        app.beginHandler = { if $0 == name { begin.fulfill() } }
        app.endHandler = { _ in end.fulfill() }
        return [begin, end]
    }
}
