//
//  BackgroundTaskManagerTests.swift
//  SignbridgeCoreTests
//

import XCTest
@testable import SignbridgeCore

@MainActor
final class FakeApplication: BackgroundTaskApplication {
    private var next = 42
    private(set) var begun: [Int] = []
    private(set) var ended: [Int] = []
    func beginBackgroundTask(withName name: String?, expirationHandler: (@MainActor @Sendable () -> Void)?) -> UIBackgroundTaskIdentifier {
        defer { next += 1 }
        begun.append(next)
        return UIBackgroundTaskIdentifier(rawValue: next)
    }
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) { ended.append(identifier.rawValue) }
}

@MainActor
final class BackgroundTaskManagerTests: XCTestCase {
    func testStartThenStopEndsTask() {
        let app = FakeApplication()
        let manager = BackgroundTaskManager(application: app)
        manager.startOperation(type: .silentRequest)
        manager.stopOperation(type: .silentRequest)
        XCTAssertEqual(app.ended, [42])
    }

    func testNestedInteractiveRequestKeepsOuterTask() {
        let app = FakeApplication()
        let manager = BackgroundTaskManager(application: app)

        manager.startOperation(type: .interactiveRequest)   // WebAuthSessionController presents
        manager.startOperation(type: .interactiveRequest)   // InteractiveTokenRequest begins
        manager.stopOperation(type: .interactiveRequest)    // InteractiveTokenRequest deallocates

        XCTAssertEqual(app.ended, [], "interactive background task ended while WebAuthSession still running")
    }
}
