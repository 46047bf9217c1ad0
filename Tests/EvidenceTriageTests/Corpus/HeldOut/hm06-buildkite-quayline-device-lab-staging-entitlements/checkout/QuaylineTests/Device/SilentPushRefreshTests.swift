//
//  SilentPushRefreshTests.swift
//  QuaylineTests (device lab only)
//
//  The lab's push helper watches for devices that registered a token and
//  sends a content-available push to the APNs sandbox; the app refreshes the
//  timetable when it arrives.
//

import XCTest
@testable import Quayline

final class SilentPushRefreshTests: XCTestCase {
    func testContentAvailablePushRefreshesTimetable() {
        let refreshed = expectation(forNotification: .timetableRefreshedBySilentPush, object: nil)
        LabPushHelper.requestSilentPush(for: "com.quayline.app.staging", payload: ["aps": ["content-available": 1],
                                                                                      "disruption": "GRN-0712"])
        wait(for: [refreshed], timeout: 120)
        XCTAssertEqual(TimetableStore.shared.activeDisruptions.map(\.id), ["GRN-0712"])
    }
}
