//
//  InfoPlistContractTests.swift
//  FernbankTests
//
//  The built app's Info.plist must permit every identifier we register and
//  carry the background modes their task kinds need.
//

import XCTest
@testable import Fernbank

final class InfoPlistContractTests: XCTestCase {
    private let info = Bundle.main.infoDictionary ?? [:]

    func testPermittedIdentifiersCoverRegisteredTasks() throws {
        let permitted = try XCTUnwrap(info["BGTaskSchedulerPermittedIdentifiers"] as? [String])
        for (id, _) in FernbankBackgroundTasks.all {
            XCTAssertTrue(permitted.contains(id.rawValue), "\(id.rawValue) is not permitted")
        }
    }

    func testBackgroundModesIncludeFetchAndProcessing() throws {
        let modes = try XCTUnwrap(info["UIBackgroundModes"] as? [String])
        XCTAssertTrue(modes.contains("fetch"))
        XCTAssertTrue(modes.contains("processing"))
    }

    func testCameraUsageDescriptionIsPresent() {
        XCTAssertNotNil(info["NSCameraUsageDescription"])
    }
}
