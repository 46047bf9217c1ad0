//
//  SnapshotTestCase.swift
//  SaltmarshTests
//
//  Reference images live in SaltmarshTests/__Snapshots__/ReferenceImages_64 and
//  were recorded on the iPhone 16 / iOS 18.6 simulator. Rendering changes between
//  major iOS releases, so a run on another runtime is flagged before comparing.
//

import iOSSnapshotTestCase
import XCTest

class SnapshotTestCase: FBSnapshotTestCase {
    static let referenceOSMajor = 18

    override func setUp() {
        super.setUp()
        recordMode = false
        fileNameOptions = [.device, .OS, .screenScale]
        let running = ProcessInfo.processInfo.operatingSystemVersion
        XCTAssertEqual(running.majorVersion, Self.referenceOSMajor,
                       "Reference images were recorded on iOS \(Self.referenceOSMajor); this simulator runs iOS \(running.majorVersion).\(running.minorVersion). Pin the CI simulator or re-record.")
    }
}
