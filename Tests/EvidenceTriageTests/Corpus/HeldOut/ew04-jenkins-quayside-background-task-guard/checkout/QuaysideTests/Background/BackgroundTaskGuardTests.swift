import UIKit
import XCTest
@testable import Quayside

final class FakeApplication: ApplicationBackgroundTasking {
    var nextIdentifier = 1
    var refuseBackgroundTime = false
    private(set) var begun: [UIBackgroundTaskIdentifier] = []
    private(set) var ended: [UIBackgroundTaskIdentifier] = []
    private(set) var expirationHandlers: [UIBackgroundTaskIdentifier: () -> Void] = [:]

    func beginBackgroundTask(withName name: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier {
        if refuseBackgroundTime { return .invalid }
        let id = UIBackgroundTaskIdentifier(rawValue: nextIdentifier)
        nextIdentifier += 1
        begun.append(id)
        expirationHandlers[id] = expirationHandler
        return id
    }

    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        ended.append(identifier)
    }

    func expire(_ identifier: UIBackgroundTaskIdentifier) {
        expirationHandlers[identifier]?()
    }
}

final class BackgroundTaskGuardTests: XCTestCase {
    private var app: FakeApplication!
    private var guardian: BackgroundTaskGuard!

    override func setUp() {
        super.setUp()
        app = FakeApplication()
        guardian = BackgroundTaskGuard(application: app)
    }

    func testBeginsOneTaskPerOperation() {
        guardian.operationDidStart(BlockOperation())
        XCTAssertEqual(app.begun.count, 1)
    }

    func testEndsTaskWhenOperationFinishes() {
        let op = BlockOperation()
        guardian.operationDidStart(op)
        guardian.operationDidFinish(op)
        XCTAssertEqual(app.ended, app.begun)
    }

    func testSharedGuardEndsTaskForEachOperation() {
        let first = BlockOperation(), second = BlockOperation()
        guardian.operationDidStart(first)
        guardian.operationDidStart(second)
        guardian.operationDidFinish(first)
        guardian.operationDidFinish(second)

        XCTAssertEqual(app.ended.map(\.rawValue).sorted(), [1, 2], "every begun background task must be ended exactly once")
    }

    func testExpirationCancelsOnlyItsOperation() {
        let first = BlockOperation(), second = BlockOperation()
        guardian.operationDidStart(first)
        guardian.operationDidStart(second)
        app.expire(UIBackgroundTaskIdentifier(rawValue: 1))

        XCTAssertTrue(first.isCancelled)
        XCTAssertFalse(second.isCancelled)
    }

    func testRefusedBackgroundTimeDoesNotEndInvalidTask() {
        app.refuseBackgroundTime = true
        let op = BlockOperation()
        guardian.operationDidStart(op)
        guardian.operationDidFinish(op)

        XCTAssertTrue(app.ended.isEmpty, "endBackgroundTask(.invalid) logs 'Can't end BackgroundTask: no background task exists'")
    }
}
