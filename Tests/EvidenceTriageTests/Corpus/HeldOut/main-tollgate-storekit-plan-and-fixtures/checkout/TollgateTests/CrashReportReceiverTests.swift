//
//  CrashReportReceiverTests.swift
//

import XCTest
@testable import Tollgate

final class CrashReportReceiverTests: XCTestCase {
    func testReceiveCrashAndViewEvent() async throws {
        let lastView: RUMViewEvent = .mockRandom()
        let receiver = CrashReportReceiver(applicationID: .mockRandom(), dateProvider: RelativeDateProvider())
        let accepted = receiver.receive(message: .crash(report: .mockAny(), lastRUMView: lastView), from: core)
        XCTAssertTrue(accepted)
        XCTAssertEqual(core.events(ofType: RUMErrorEvent.self).count, 1)
    }

}
