//
//  UploadSessionConfigurationTests.swift
//  ShoeboxKitTests
//
//  ADR-0009 implementation note (2026-09): discretionary scheduling is reversed; Wi-Fi only
//  answers the cellular concern, and the session is renamed so installed devices pick it up.
//

import XCTest
@testable import ShoeboxKit

final class UploadSessionConfigurationTests: XCTestCase {
    func testSessionIsWifiOnly() {
        let configuration = UploadSessionController.makeConfiguration()
        XCTAssertFalse(configuration.allowsCellularAccess)
        XCTAssertFalse(configuration.allowsExpensiveNetworkAccess)
    }

    func testSessionIsNotDiscretionary() {
        let configuration = UploadSessionController.makeConfiguration()
        XCTAssertFalse(configuration.isDiscretionary, "discretionary background uploads stall while the app is suspended")
        XCTAssertEqual(configuration.identifier, "com.larchmont.shoebox.upload.v4")
    }

    func testSessionSendsLaunchEvents() {
        XCTAssertTrue(UploadSessionController.makeConfiguration().sessionSendsLaunchEvents)
    }
}
