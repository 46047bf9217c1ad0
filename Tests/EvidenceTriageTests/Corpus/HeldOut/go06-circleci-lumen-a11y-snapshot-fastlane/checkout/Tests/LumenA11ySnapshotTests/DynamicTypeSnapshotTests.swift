//
//  DynamicTypeSnapshotTests.swift
//  LumenA11ySnapshotTests
//

import FBSnapshotTestCase
import LumenA11ySnapshot
import UIKit

final class DynamicTypeSnapshotTests: FBSnapshotTestCase {
    override func setUp() {
        super.setUp()
        recordMode = false
        fileNameOptions = [.OS, .screenSize, .screenScale]
    }

    func testLargeText() {
        let viewController = DynamicTypeViewController()
        viewController.view.frame = UIScreen.main.bounds
        SnapshotVerifyWithDynamicType(viewController.view, contentSizeCategory: .large)
    }

    func testExtraExtraLargeText() {
        let viewController = DynamicTypeViewController()
        viewController.view.frame = UIScreen.main.bounds
        SnapshotVerifyWithDynamicType(viewController.view, contentSizeCategory: .extraExtraLarge)
    }
}
