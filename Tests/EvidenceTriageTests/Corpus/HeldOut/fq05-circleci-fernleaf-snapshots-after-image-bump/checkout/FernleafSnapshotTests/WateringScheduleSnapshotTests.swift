//
//  WateringScheduleSnapshotTests.swift
//  FernleafSnapshotTests
//

import iOSSnapshotTestCase
import SwiftUI
@testable import Fernleaf

final class WateringScheduleSnapshotTests: FBSnapshotTestCase {

    override func setUp() {
        super.setUp()
        recordMode = false
        fileNameOptions = [.screenScale]
    }

    private func row(_ style: UIUserInterfaceStyle) -> UIView {
        let controller = UIHostingController(
            rootView: WateringScheduleRow(entry: .fixture(plant: "Pilea", at: .morning, every: .days(4)))
                .frame(width: 375)
                .fixedSize(horizontal: false, vertical: true)
        )
        controller.overrideUserInterfaceStyle = style
        controller.view.sizeToFit()
        controller.view.layoutIfNeeded()
        return controller.view
    }

    func testScheduleRowLightMode() {
        FBSnapshotVerifyView(row(.light), perPixelTolerance: 0.02)
    }

    func testScheduleRowDarkMode() {
        FBSnapshotVerifyView(row(.dark))
    }
}
