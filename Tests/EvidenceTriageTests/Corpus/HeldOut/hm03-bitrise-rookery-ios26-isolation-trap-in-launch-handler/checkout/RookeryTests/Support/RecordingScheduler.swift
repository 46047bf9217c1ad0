//
//  RecordingScheduler.swift
//  RookeryTests
//

import BackgroundTasks
import Foundation
import XCTest
@testable import Rookery

/// Captures launch handlers instead of handing them to BGTaskScheduler.
final class RecordingScheduler: TaskScheduling, @unchecked Sendable {
    /// BGTaskScheduler runs handlers registered with `using: nil` on a serial
    /// background queue of its own; tests call them from a queue like it.
    static let systemQueue = DispatchQueue(label: "com.rookery.tests.simulated-bgtaskscheduler")

    private(set) var handlers: [String: @Sendable (any BackgroundTaskHandle) -> Void] = [:]
    private(set) var submitted: [BGTaskRequest] = []

    func register(forTaskWithIdentifier identifier: String,
                  using queue: DispatchQueue?,
                  launchHandler: @escaping @Sendable (any BackgroundTaskHandle) -> Void) -> Bool {
        handlers[identifier] = launchHandler
        return true
    }

    func submit(_ request: BGTaskRequest) throws { submitted.append(request) }
}

final class FakeBackgroundTask: BackgroundTaskHandle, @unchecked Sendable {
    let identifier: String
    var expirationHandler: (@Sendable () -> Void)?
    let completed = XCTestExpectation(description: "setTaskCompleted")
    private(set) var success: Bool?

    init(identifier: String) { self.identifier = identifier }

    func setTaskCompleted(success: Bool) {
        self.success = success
        completed.fulfill()
    }
}
