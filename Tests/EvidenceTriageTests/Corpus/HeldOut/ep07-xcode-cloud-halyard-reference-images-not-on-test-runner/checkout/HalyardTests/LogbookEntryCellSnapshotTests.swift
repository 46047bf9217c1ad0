//
//  LogbookEntryCellSnapshotTests.swift
//  HalyardTests
//
//  FB_REFERENCE_IMAGE_DIR / IMAGE_DIFF_DIR come from Halyard-CI.xctestplan:
//    $(SOURCE_ROOT)/HalyardTests/ReferenceImages
//

import iOSSnapshotTestCase
import SwiftUI
@testable import Halyard

final class LogbookEntryCellSnapshotTests: FBSnapshotTestCase {
    override func setUp() {
        super.setUp()
        recordMode = false
        fileNameOptions = [.screenScale]
    }

    func testDefaultCell() {
        let host = UIHostingController(rootView: LogbookEntryCell(entry: .fixtureForthCrossing))
        host.view.frame = CGRect(x: 0, y: 0, width: 402, height: 96)
        FBSnapshotVerifyView(host.view)
    }

    func testCellWithSquallWarning() {
        let host = UIHostingController(rootView: LogbookEntryCell(entry: .fixtureSquall))
        host.view.frame = CGRect(x: 0, y: 0, width: 402, height: 128)
        FBSnapshotVerifyView(host.view)
    }
}
