//
//  SurveyPromptSchedulerTests.swift
//  FieldKitTests
//
//  Hosted in FieldKit.app.
//

import XCTest
import UserNotifications
@testable import FieldKit

final class SurveyPromptSchedulerTests: XCTestCase {

    func testPromptIsAddedAsPendingRequest() async throws {
        try await SurveyPromptScheduler.shared.schedule(id: "survey.prompt.pending", after: 3600)
        let pending = await UNUserNotificationCenter.current().pendingNotificationRequests()
        XCTAssertTrue(pending.contains { $0.identifier == "survey.prompt.pending" })
    }

    func testPromptRecordedAtScheduledTime() async throws {
        let delivered = expectation(forNotification: .surveyPromptDelivered, object: nil)

        // Simulate the surveyor leaving the app; the prompt should still be
        // recorded when it fires five seconds later.
        await UIApplication.shared.simulateBackgroundForTesting()
        try await SurveyPromptScheduler.shared.schedule(id: "survey.prompt.checkout", after: 5)

        await fulfillment(of: [delivered], timeout: 30)
        let record = try XCTUnwrap(SurveyPromptScheduler.shared.records.last)
        XCTAssertNotNil(record.deliveredAt)
    }
}
