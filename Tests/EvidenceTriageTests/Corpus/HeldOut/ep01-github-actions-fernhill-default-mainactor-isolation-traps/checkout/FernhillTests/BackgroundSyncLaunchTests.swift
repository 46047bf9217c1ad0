//
//  BackgroundSyncLaunchTests.swift
//  FernhillTests
//
//  Drives the registrar through a fake scheduler that, like BGTaskScheduler
//  with `using: nil`, invokes launch handlers on its own serial queue.
//

import BackgroundTasks
import XCTest
@testable import Fernhill

final class FakeTaskScheduler: TaskScheduling {
    private(set) var handlers: [String: @Sendable (BGTask) -> Void] = [:]
    private let launchQueue = DispatchQueue(label: "com.fernhillapps.tests.fake-bgtaskscheduler")

    func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
                  launchHandler: @escaping @Sendable (BGTask) -> Void) -> Bool {
        handlers[identifier] = launchHandler
        return true
    }

    func submit(_ taskRequest: BGTaskRequest) throws {}

    func simulateLaunch(_ identifier: String, task: BGTask) {
        guard let handler = handlers[identifier] else { return XCTFail("no handler for \(identifier)") }
        launchQueue.async { handler(task) }
    }
}

final class BackgroundSyncLaunchTests: XCTestCase {
    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testRegistersBothIdentifiers() {
        let scheduler = FakeTaskScheduler()
        let registrar = BackgroundTaskRegistrar(scheduler: scheduler, syncJob: SurveySyncJob(client: StubSyncClient()))
        registrar.registerAll()
        XCTAssertEqual(Set(scheduler.handlers.keys),
                       [BackgroundTaskRegistrar.surveySync, BackgroundTaskRegistrar.mediaUpload])
    }

    func testLaunchHandlerRunsSyncJob() {
        let scheduler = FakeTaskScheduler()
        let client = StubSyncClient()
        let job = SurveySyncJob(client: client)
        let registrar = BackgroundTaskRegistrar(scheduler: scheduler, syncJob: job)
        registrar.registerAll()

        let task = FakeAppRefreshTask()
        let completed = expectation(description: "task completed")
        task.onCompleted = { success in
            XCTAssertTrue(success)
            completed.fulfill()
        }
        scheduler.simulateLaunch(BackgroundTaskRegistrar.surveySync, task: task)
        wait(for: [completed], timeout: 5)
        XCTAssertEqual(job.runCount, 1)
    }
}
