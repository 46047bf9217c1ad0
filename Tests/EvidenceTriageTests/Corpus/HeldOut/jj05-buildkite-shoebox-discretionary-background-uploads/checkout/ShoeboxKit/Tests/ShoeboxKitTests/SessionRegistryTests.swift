//
//  SessionRegistryTests.swift
//  ShoeboxKitTests
//

import XCTest
@testable import ShoeboxKit

final class SessionRegistryTests: XCTestCase {
    func testBackgroundSessionHandlersAreSeparateFromForeground() {
        let registry = SessionRegistry()
        let background = URLSession(configuration: .background(withIdentifier: "test.bg.\(UUID().uuidString)"))
        let foreground = URLSession(configuration: .default)
        var calls: [String] = []
        registry.addCompletionHandler({ _ in calls.append("bg") }, forTask: 1, in: background)
        registry.addCompletionHandler({ _ in calls.append("fg") }, forTask: 1, in: foreground)
        registry.complete(task: StubTask(id: 1, status: 200), in: background, error: nil)
        XCTAssertEqual(calls, ["bg"])
    }

    func testLongpollSessionKeepsOwnCompletionHandlers() {
        let registry = SessionRegistry()
        let metadata = URLSession(configuration: .default)
        let longpoll = URLSession(configuration: .default)   // change feed; 90 s timeout
        var calls: [String] = []
        registry.addCompletionHandler({ _ in calls.append("metadata") }, forTask: 1, in: metadata)
        registry.addCompletionHandler({ _ in calls.append("longpoll") }, forTask: 1, in: longpoll)

        registry.complete(task: StubTask(id: 1, status: 200), in: metadata, error: nil)

        XCTAssertEqual(calls, ["metadata"])
    }
}
