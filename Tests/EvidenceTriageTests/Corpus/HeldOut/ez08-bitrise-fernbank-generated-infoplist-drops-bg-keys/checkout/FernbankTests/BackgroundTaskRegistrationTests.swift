//
//  BackgroundTaskRegistrationTests.swift
//  FernbankTests
//
//  Hosted in Fernbank.app: registration ran in didFinishLaunching before the
//  first test. Reads the app's evidence records.
//

import EvidenceRecorder
import XCTest
@testable import Fernbank

final class BackgroundTaskRegistrationTests: XCTestCase {
    func testAllTasksRegisteredAtLaunch() throws {
        let reader = DiagnosticsReader(fileURL: EvidenceRecorder.shared.fileURL)
        let failed = try FernbankBackgroundTasks.all.map(\.0.rawValue).filter { id in
            try reader.last(identifier: id, phase: .registration)?.outcome != .succeeded
        }
        XCTAssertTrue(failed.isEmpty, "registration failed for: \(failed)")
    }
}
