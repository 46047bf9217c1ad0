//
//  TracingLifecycleTests.swift
//  TallyhoSDKTests
//

import XCTest
@testable import TallyhoSDK

final class TracingLifecycleTests: XCTestCase {
    private var descriptor: ApplicationDescriptor!

    override func setUpWithError() throws {
        descriptor = ApplicationDescriptor(appId: "org.tallyho.sample",
                                           bucketBaseUrl: URL(string: "https://bucket.tallyho.example/v1")!,
                                           reportBaseUrl: URL(string: "https://report.tallyho.example/v1")!)
        // The sample host app initialises the SDK in application(_:didFinishLaunchingWithOptions:),
        // so every test starts from an initialised SDK.
        XCTAssertTrue(TallyhoTracing.isInitialized)
    }

    func testInitializeTwiceThrowsAlreadyInitialized() {
        XCTAssertThrowsError(try TallyhoTracing.initialize(with: descriptor, urlSession: MockURLSession(), mode: .test)) { error in
            XCTAssertEqual(error as? TallyhoTracingError, .alreadyInitialized)
        }
    }

    func testStatusReportsTrackingAfterStart() throws {
        try TallyhoTracing.startTracing()
        defer { TallyhoTracing.stopTracing() }
        XCTAssertEqual(TallyhoTracing.status.trackingState, .active)
    }

    func testResetClearsStoredKeys() throws {
        try TallyhoTracing.startTracing()
        TallyhoTracing.stopTracing()
        TallyhoTracing.reset()
        XCTAssertFalse(TallyhoTracing.isInitialized)
        XCTAssertEqual(SecretKeyStorage.shared.count, 0)
        try TallyhoTracing.initialize(with: descriptor, urlSession: MockURLSession(), mode: .test, registerBackgroundTasks: false)
    }

    func testReinitializeAfterResetKeepsSyncTask() throws {
        TallyhoTracing.reset()

        // Re-initialising after a reset (what the sample app does after "delete my data")
        // must leave exactly one sync task registered with the scheduler.
        try TallyhoTracing.initialize(with: descriptor, urlSession: MockURLSession(), mode: .test)

        let manager = try XCTUnwrap(TallyhoTracing.backgroundTaskManager)
        XCTAssertEqual(manager.registeredIdentifiers, [BackgroundTaskManager.taskIdentifier])
    }
}
